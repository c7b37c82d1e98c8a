import { request as httpRequest, type ClientRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

/** Writes the chunks one after the other, and stops as soon as the server has answered. */
async function streamChunks(req: ClientRequest, chunks: Iterable<Uint8Array>, answered: () => boolean): Promise<void> {
  for (const chunk of chunks) {
    if (answered() || req.destroyed) break;
    await new Promise<void>((resolve) => req.write(chunk, () => resolve()));
  }
  if (!req.destroyed) req.end();
}

/**
 * One request on a connection of its own (a server may answer an oversized body early and close the connection,
 * which must not spill onto the next request). A multipart form is encoded as fetch would; chunks are streamed
 * without a length. Write errors after the server has answered are expected and ignored.
 */
export async function sendOnce(url: string, method: string, headers: Record<string, string>, body: string | FormData | Iterable<Uint8Array>): Promise<RawAnswer> {
  const allHeaders = { ...headers };
  let payload: Buffer | Iterable<Uint8Array>;
  if (typeof body === 'string') payload = Buffer.from(body);
  else if (body instanceof FormData) {
    const encoded = new Response(body);
    payload = Buffer.from(await encoded.arrayBuffer());
    allHeaders['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
  } else payload = body;
  // Node's client would send a DELETE's stream without any framing: say chunked explicitly.
  if (Buffer.isBuffer(payload)) allHeaders['content-length'] = String(payload.length);
  else allHeaders['transfer-encoding'] = 'chunked';
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: allHeaders, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (Buffer.isBuffer(payload)) req.end(payload);
    else void streamChunks(req, payload, () => answered);
  });
}
