/** Staff's configuration routes: the public surface. */
export { registerInternalConfigRoutes } from './routes';
