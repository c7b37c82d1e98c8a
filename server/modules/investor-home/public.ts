/** The investor home's public surface: its route. It reads opportunities, commitments, data rooms and investors through their public.ts. */
export { registerInvestorHomeRoutes } from './routes';
