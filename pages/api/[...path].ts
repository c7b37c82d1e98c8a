import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Under `next dev`, every `/api/*` request (and `/idp/*`, rewritten here by next.config.js) goes to the same Hono app
 * and identity provider that server/main.ts serves in production. Next leaves the body unread, so that they read
 * and validate it themselves, and their answers may be of any size.
 */
export const config = {
  api: { bodyParser: false, externalResolver: true, responseLimit: false },
};

export default async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (process.env.NODE_ENV === 'development') {
    const { serveInNext } = await import('@/server/next-runtime');
    return serveInNext(req, res);
  }
  // A production build leaves the server code out: server/main.ts answers /api and /idp before Next sees them.
  res.status(404).json({ detail: { message: 'The API is served by the Groundwork server (npm start)' } });
}
