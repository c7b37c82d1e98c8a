export { registerStaffUserRoutes } from './routes';
