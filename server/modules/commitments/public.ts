/**
 * Sign and commit, and the investors' activity: the routes `/sign-and-commit-opp/sign`, `/sign/pdf`, `/validate`,
 * `/audit` and `/report`, and whether an investor has signed an opportunity's terms (the data room asks it).
 */
export { registerActivityRoutes } from './activity-routes';
export { registerCommitmentRoutes } from './routes';
export { hasSigned } from './repository';
/** The investor home lists the commitments an investor signed (requirements ). */
export { signedByInvestor } from './investor-home-repository';
