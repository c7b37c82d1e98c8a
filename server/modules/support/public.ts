/** The support desk's public surface (issue 24, items 6 and 7): its routes, which also register the escalation job. */
export { registerSupportRoutes } from './routes';
export { supportRequestsWaiting } from './staff-counter';
