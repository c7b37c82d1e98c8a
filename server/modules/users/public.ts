/**
 * Users' public surface: the routes and the service the app builds once, records made ahead of a first call, and the
 * people other domains name on their records (the users table is read by this module only).
 */
export { registerUserRoutes } from './routes';
export { createUsersService, type UsersService } from './service';
export { ensureActiveUser, type KnownIdentity } from './provisioning';
/** The sign-ins of an external provider, recorded as its tokens are first used. */
export { createSignInEvents } from './sign-in-events';
export { findPeople, findUserByEmail, usersMatching, type Contact, type PersonRow } from './people-repository';
/** Staff's work on user records (issue 24): the admin concern of the users service, and how it shows them. */
export { toSignIn, toStaffUser, type UsersAdmin } from './admin-service';
export { ERASED_NAME } from './admin-repository';
export { listStaff } from './repository';
/** Users' requests to erase their accounts, and the console's counter of those waiting. */
export {
  countPendingErasureRequests,
  decideErasureRequest,
  insertErasureRequest,
  latestErasureRequest,
  pendingErasureRequest,
  toErasureRequest,
} from './erasure-request-repository';
export { erasureRequestsWaiting } from './erasure-counter';
