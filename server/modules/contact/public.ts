/** The contact form's public surface. */
export { registerContactRoutes } from './routes';
