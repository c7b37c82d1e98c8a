/**
 * Runs once when Next's own server starts (`npm run dev`): opens the database, applies the migrations, loads the
 * demo data and builds the API and the identity provider before the first request, as server/main.ts does for
 * `npm start`. Under server/main.ts, which has done all of it already, it does nothing.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { ownServerRuns } = await import('@/server/serving-mode');
  if (ownServerRuns()) return;
  const { servicesInNext } = await import('@/server/next-runtime');
  await servicesInNext();
}
