import type { NextApiRequest, NextApiResponse } from 'next';
import { serveInNext } from '@/server/next-runtime';

/**
 * Under `next dev`, every `/api/*` request (and `/idp/*`, rewritten here by next.config.js) goes to the same Hono
 * app and identity provider that server/main.ts serves in production. Next leaves the body unread, so that they
 * read and validate it themselves, and their answers may be of any size.
 */
export const config = {
  api: { bodyParser: false, externalResolver: true, responseLimit: false },
};

export default function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return serveInNext(req, res);
}
