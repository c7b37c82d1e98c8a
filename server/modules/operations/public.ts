/** Operating the server: the liveness and readiness probes. */
export { PROBE_PATHS, registerOperationsRoutes } from './routes';
