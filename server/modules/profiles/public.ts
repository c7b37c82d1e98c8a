/** Company profiles' public surface: the routes, and a user's profile for the modules that read it (autofill). */
export { registerProfileRoutes } from './routes';
export { findOrCreateProfile } from './repository';
