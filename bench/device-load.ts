// The devices of the monitoring bench: a worker thread that posts prebuilt HTTP/1.1 requests over one keep-alive
// connection per device, each device's batches one after the other, all devices at once. Bodies are serialized before
// the clock starts and the worker does nothing but write bytes and read the short answers, so the server's thread
// spends nothing on the load and the load's own cost on the shared cores stays small.
import { Worker } from 'node:worker_threads';

/** Written in JavaScript: the worker runs it as is (`eval`), without the TypeScript loader. */
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const net = require('node:net');
const now = () => performance.timeOrigin + performance.now();
function device(port, requests, sentAt, pauseMs, offsetMs) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    let next = 0;
    let buffer = Buffer.alloc(0);
    const write = () => {
      sentAt.push(now());
      socket.write(requests[next++]);
    };
    const send = () => {
      if (next === requests.length) return socket.end(), resolve();
      if (pauseMs > 0) setTimeout(write, next === 0 ? offsetMs : pauseMs);
      else write();
    };
    socket.on('connect', send);
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      const head = buffer.indexOf('\\r\\n\\r\\n');
      if (head < 0) return;
      const header = buffer.subarray(0, head).toString('latin1');
      const length = /content-length: *(\\d+)/i.exec(header);
      if (!length) return reject(new Error('an answer without Content-Length: ' + header));
      if (buffer.length < head + 4 + Number(length[1])) return;
      if (!header.startsWith('HTTP/1.1 200')) return reject(new Error(header + ' ' + buffer.subarray(head + 4).toString()));
      buffer = buffer.subarray(head + 4 + Number(length[1]));
      send();
    });
  });
}
parentPort.once('message', () => {
  const { port, requests, pauseMs } = workerData;
  const sentAt = requests.map(() => []);
  const began = performance.now();
  // Paced devices start a share of the pause apart, so that their batches do not all come at once.
  const offsetOf = (index) => (pauseMs * index) / requests.length;
  Promise.all(requests.map((list, index) => device(port, list, sentAt[index], pauseMs, offsetOf(index)))).then(
    () => parentPort.postMessage({ ms: performance.now() - began, sentAt }),
    (error) => parentPort.postMessage({ error: String(error) }),
  );
});`;

export interface DeviceLoad {
  /** From the first request written to the last answer read. */
  ms: number;
  /** When each batch was written, per device (ms since the epoch, as `performance.timeOrigin + performance.now()`). */
  sentAt: number[][];
}

/**
 * Posts each device's bodies (JSON) to the ingestion route with its key; answers once every batch got its 200. Without
 * `pauseMs` each device posts its next batch as soon as the last is answered; with it, that long after.
 */
export async function postBatches(origin: string, path: string, keys: string[], bodies: string[][], { pauseMs = 0 } = {}): Promise<DeviceLoad> {
  const { hostname, port } = new URL(origin);
  if (hostname !== '127.0.0.1') throw new Error('The device load connects to 127.0.0.1 only');
  const requests = bodies.map((list, device) =>
    list.map((body) =>
      Buffer.concat([
        Buffer.from(
          `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nDevice-Key: ${keys[device]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        ),
        Buffer.from(body),
      ]),
    ),
  );
  const worker = new Worker(WORKER, { eval: true, workerData: { port: Number(port), requests, pauseMs } });
  try {
    await new Promise((resolve, reject) => worker.once('online', resolve).once('error', reject));
    const done = new Promise<DeviceLoad | { error: string }>((resolve, reject) => worker.once('message', resolve).once('error', reject));
    worker.postMessage('go');
    const result = await done;
    if ('error' in result) throw new Error(`The device load failed: ${result.error}`);
    return result;
  } finally {
    await worker.terminate();
  }
}
