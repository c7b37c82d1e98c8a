/** Investors' public surface: the routes, and the service opportunities ask whether a user is an activated investor. */
export { registerInvestorRoutes } from './routes';
export { createInvestorsService, type InvestorsService } from './service';
