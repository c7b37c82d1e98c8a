/** Developers' public surface (issue 23): the routes of a developer company's page and staff's directory. */
export { registerDeveloperRoutes } from './routes';
