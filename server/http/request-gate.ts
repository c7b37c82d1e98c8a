import type { IncomingMessage, ServerResponse } from 'node:http';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** What a request that comes while the server stops is answered: send it again (the proxy picks a running instance). */
export const DRAINING_MESSAGE = 'The server is restarting: send the request again';

/**
 * Counts the requests in flight and, once closed, takes no more: a request that arrives on a connection kept alive
 * gets 503 with `Retry-After` and `Connection: close` (it was not handled, so the caller may send it again), and every
 * answer still to be written closes its connection. `idle()` resolves when no request is in flight.
 */
export interface RequestGate {
  /** The server's listener, counting each request until its answer is finished or its connection gone. */
  wrap(listener: Listener): Listener;
  /** Stops taking requests; those in flight go on. */
  close(): void;
  /** Resolves once the gate is closed and no request is in flight. */
  idle(): Promise<void>;
  inFlight(): number;
}

export function createRequestGate(): RequestGate {
  let open = true;
  const inFlight = new Set<ServerResponse>();
  let onIdle: (() => void) | undefined;
  const idle = new Promise<void>((resolve) => (onIdle = resolve));
  const settleIfIdle = () => {
    if (!open && inFlight.size === 0) onIdle?.();
  };

  return {
    wrap(listener) {
      return (req, res) => {
        if (!open) {
          res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1', connection: 'close' });
          res.end(JSON.stringify({ detail: { message: DRAINING_MESSAGE } }));
          return;
        }
        inFlight.add(res);
        res.once('close', () => {
          inFlight.delete(res);
          settleIfIdle();
        });
        listener(req, res);
      };
    },
    close() {
      open = false;
      // An answer not yet started closes its connection once written: no keep-alive past the stop.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      settleIfIdle();
    },
    idle: () => idle,
    inFlight: () => inFlight.size,
  };
}
