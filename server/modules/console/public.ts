/** Staff's console home: the public surface (the counters themselves come from each module's public.ts). */
export { registerConsoleRoutes } from './routes';
