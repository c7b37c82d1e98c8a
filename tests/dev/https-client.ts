import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * `GET https://localhost:<port><route>`, trusting only `ca` (the certificate the app generated): an answer proves
 * that the server presents that certificate for localhost.
 */
export function fetchOver(port: number, route: string, ca: string | undefined, timeoutMs = 90_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: route,
        servername: 'localhost',
        headers: { host: `localhost:${port}` },
        ...(ca ? { ca } : { rejectUnauthorized: false }),
        timeout: timeoutMs,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${route}: no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}
