/** Users' public surface: the routes and the service the app builds once, and records made ahead of a first call. */
export { registerUserRoutes } from './routes';
export { createUsersService, type UsersService } from './service';
export { ensureActiveUser, type KnownIdentity } from './provisioning';
