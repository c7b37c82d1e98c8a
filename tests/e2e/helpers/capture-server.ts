// A tiny HTTP endpoint that records what the browser posts to it (e.g. Application Insights envelopes).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface CapturedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface CaptureServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  readonly requests: CapturedRequest[];
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const gzipped = req.headers['content-encoding'] === 'gzip' || (raw[0] === 0x1f && raw[1] === 0x8b);
      resolve((gzipped ? gunzipSync(raw) : raw).toString('utf8'));
    });
  });
}

/** Starts the capture endpoint on a free port of 127.0.0.1; it accepts anything and answers like the ingestion API. */
export function startCaptureServer(): Promise<CaptureServer> {
  const requests: CapturedRequest[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const body = await readBody(req);
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body });
    const items = body.split('\n').filter((line) => line.trim()).length;
    res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' }).end(JSON.stringify({ itemsReceived: items, itemsAccepted: items, errors: [] }));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(400, CORS_HEADERS).end());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || !address) return reject(new Error('The capture server has no port'));
      resolve({
        origin: `http://127.0.0.1:${address.port}`,
        port: address.port,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The telemetry envelopes of a request body: a JSON array, one JSON object, or one object per line. */
export function envelopesOf(body: string): unknown[] {
  const text = body.trim();
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return text
      .split('\n')
      .filter((line) => line.trim())
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as unknown];
        } catch {
          return [];
        }
      });
  }
}
