/**
 * Sign and commit: its routes (`/sign-and-commit-opp/sign`, `/sign/pdf`, `/validate`), and whether an investor has
 * signed an opportunity's terms (the data room asks it).
 */
export { registerCommitmentRoutes } from './routes';
export { hasSigned } from './repository';
