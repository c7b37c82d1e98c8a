/**
 * Runs once when `next dev` starts (`npm run dev`): opens the database, applies the migrations, loads the demo data
 * and builds the API and the identity provider before the first request, as server/main.ts does for `npm start`.
 * A production build leaves all of it out: there server/main.ts does it, beside Next.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NODE_ENV === 'development') {
    const { servicesInNext } = await import('@/server/next-runtime');
    await servicesInNext();
  }
}
