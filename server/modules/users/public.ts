/**
 * Users' public surface: the routes and the service the app builds once, records made ahead of a first call, and the
 * people other domains name on their records (the users table is read by this module only).
 */
export { registerUserRoutes } from './routes';
export { createUsersService, type UsersService } from './service';
export { ensureActiveUser, type KnownIdentity } from './provisioning';
export { findPeople, findUserByEmail, usersMatching, type Contact, type PersonRow } from './people-repository';
