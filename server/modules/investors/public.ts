/** Investors' public surface: the routes, and the service opportunities ask whether a user is an activated investor. */
export { registerInvestorRoutes } from './routes';
export { createInvestorsService, type InvestorsService } from './service';
/** Staff's console home counts the investors waiting to be activated. */
export { investorsToActivate } from './staff-counter';
