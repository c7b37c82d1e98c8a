// Stopping the production server on SIGTERM (server/main.ts) without losing what callers were told was done: no new
// connection or request is taken, live streams are told to reconnect elsewhere, the requests in flight finish, then
// the background jobs stop and the database closes. Past the time limit the process exits anyway.
import type { Server } from 'node:http';
import type { RequestGate } from '@/server/http/request-gate';
import type { Logger } from '@/server/logger';

/** How long a stop may take (`SHUTDOWN_TIMEOUT_MS`) before the process exits anyway, with code 1. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ShutdownParts {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  gate: RequestGate;
  /** Live streams end, each with a reconnect event (AppServices.drainStreams). */
  drainStreams(): void;
  /** Timers, background jobs, the MQTT transport and the LISTEN connection (AppServices.stop). */
  stopServices(): Promise<void>;
  /** What closes last: the pages' server, then the database. */
  close: (() => Promise<void>)[];
  logger: Logger;
  timeoutMs: number;
  exit(code: number): void;
}

/** The timeout of the environment: a positive number of milliseconds, else the default. */
export function shutdownTimeout(env: Record<string, string | undefined>): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

/** Answers the handler of a stop signal; a second signal exits at once. */
export function gracefulShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  const { server, gate, logger } = parts;
  let stopping = false;
  return async (signal) => {
    if (stopping) {
      logger.warn({ signal }, 'a second stop signal: exiting now');
      parts.exit(1);
      return;
    }
    stopping = true;
    const limit = setTimeout(() => {
      logger.error({ inFlight: gate.inFlight() }, `not stopped within ${parts.timeoutMs} ms: exiting anyway`);
      parts.exit(1);
    }, parts.timeoutMs);
    limit.unref();

    logger.info({ signal, inFlight: gate.inFlight() }, 'stopping: no new requests, finishing those in flight');
    gate.close();
    server.close();
    server.closeIdleConnections();
    parts.drainStreams();
    await gate.idle();
    // Connections kept alive after their last answer.
    server.closeAllConnections();
    let failed = false;
    for (const step of [parts.stopServices, ...parts.close]) {
      try {
        await step();
      } catch (error) {
        failed = true;
        logger.error({ err: error }, 'a part of the server did not stop cleanly');
      }
    }
    clearTimeout(limit);
    logger.info({ failed }, 'stopped');
    parts.exit(failed ? 1 : 0);
  };
}
