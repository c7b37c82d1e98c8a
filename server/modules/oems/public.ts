/**
 * OEMs' public surface (issue 23): the routes, the "show OEM" guard every OEM route uses (the proposals' too:
 * `app.use(path, oemRoutesGuard)` before the route), and the matching service the demo seeds through.
 */
export { registerOemRoutes } from './routes';
export { oemRoutesGuard, oemsShown, readShowOemWith } from './show-oem';
export { createMatchingService, type MatchingService } from './matching-service';
export { createOem, decideOem, findOem } from './offers-repository';
export { projectOpenToOems } from './matches-repository';
/** Staff's console home counts the OEMs waiting for verification. */
export { oemsToVerify } from './staff-counter';
