/** Company profiles' public surface: the routes, and a user's profile for the modules that read it (autofill). */
export { registerProfileRoutes } from './routes';
export { findOrCreateProfile } from './repository';
/** A user's erasure (issue 24, item 10) removes their logo. */
export { forgetLogoOf } from './erasure-repository';
