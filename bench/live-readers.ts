// The readers of the live fan-out bench: a child process that holds many live streams open, one HTTP/1.1 keep-alive
// connection each (raw sockets, as a browser's fetch keeps one), and notes when chosen reading times reach each stream.
// A process of its own, so that the bench process's memory is the server's: its growth while the streams open is what
// the server spends on them.
import { spawn } from 'node:child_process';

/** Written in JavaScript: the child runs it as is (`node -e`), without the TypeScript loader. */
const READERS = `
const net = require('node:net');
const now = () => performance.timeOrigin + performance.now();
const sockets = [];
const arrivals = new Map();
let ready = 0;
let refused = 0;
const statuses = {};
function open({ port, path, tokens, awaited }) {
  const wanted = new Set(awaited);
  for (const token of tokens) {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.setNoDelay(true);
    socket.setEncoding('utf8');
    const seen = new Set();
    let tail = '';
    let answered = false;
    let live = false;
    socket.on('connect', () =>
      socket.write('GET ' + path + ' HTTP/1.1\\r\\nHost: 127.0.0.1:' + port + '\\r\\nAuthorization: Bearer ' + token + '\\r\\nAccept: text/event-stream\\r\\n\\r\\n'));
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      const at = now();
      const text = tail + chunk;
      if (!answered) {
        answered = true;
        const status = text.slice(9, 12);
        statuses[status] = (statuses[status] || 0) + 1;
        if (status !== '200') refused += 1;
      }
      if (!live && text.includes('event: ready')) (live = true), (ready += 1);
      for (const match of text.matchAll(/"time":"([^"]+)"/g)) {
        if (!wanted.has(match[1]) || seen.has(match[1])) continue;
        seen.add(match[1]);
        let list = arrivals.get(match[1]);
        if (!list) arrivals.set(match[1], (list = []));
        list.push(at);
      }
      tail = text.slice(-48);
    });
  }
  const timer = setInterval(() => {
    if (ready + refused < tokens.length) return;
    clearInterval(timer);
    process.send({ type: 'opened', ready, refused, statuses });
  }, 50);
}
process.on('message', (message) => {
  if (message.type === 'open') open(message);
  if (message.type === 'report') process.send({ type: 'arrivals', arrivals: Object.fromEntries(arrivals) });
  if (message.type === 'close') {
    sockets.forEach((socket) => socket.destroy());
    process.exit(0);
  }
});`;

export interface Readers {
  /** Streams that said they were ready, those refused, and the answers' statuses. */
  opened: { ready: number; refused: number; statuses: Record<string, number> };
  /** For each awaited reading time, when it reached each stream (ms since the epoch). */
  arrivals(): Promise<Map<string, number[]>>;
  close(): Promise<void>;
}

/** Opens one stream per token (a token may come many times) of `path`, and waits until each is ready or refused. */
export async function openReaders(origin: string, path: string, tokens: string[], awaited: string[]): Promise<Readers> {
  const { hostname, port } = new URL(origin);
  if (hostname !== '127.0.0.1') throw new Error('The live readers connect to 127.0.0.1 only');
  const child = spawn(process.execPath, ['-e', READERS], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const listen = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off('message', listen);
        resolve(message as T);
      };
      child.on('message', listen);
      child.once('exit', (code) => reject(new Error(`The live readers stopped (${code})`)));
    });
  const opened = next<Readers['opened']>('opened');
  child.send({ type: 'open', port: Number(port), path, tokens, awaited });
  const { ready, refused, statuses } = await opened;
  return {
    opened: { ready, refused, statuses },
    async arrivals() {
      const answer = next<{ arrivals: Record<string, number[]> }>('arrivals');
      child.send({ type: 'report' });
      return new Map(Object.entries((await answer).arrivals));
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  };
}
