/**
 * Sign and commit, and the investors' activity: the routes `/sign-and-commit-opp/sign`, `/sign/pdf`, `/validate`,
 * `/audit` and `/report`, and whether an investor has signed an opportunity's terms (the data room asks it).
 */
export { registerActivityRoutes } from './activity-routes';
export { registerCommitmentRoutes } from './routes';
export { hasSigned } from './repository';
