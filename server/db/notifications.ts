import type { PoolClient } from 'pg';
import type { Logger } from '@/server/logger';
import type { DatabaseHandle } from './client';

/** What a listener hears: a payload on its channel, or that the connection dropped and notifications may be missing. */
export interface Listener {
  payload(text: string): void;
  /** The listening connection was lost and made again: anything sent meanwhile was not heard. */
  reset(): void;
}

/**
 * PostgreSQL's LISTEN/NOTIFY, which reaches every process on the database (instances behind a proxy); on PGlite the
 * same statements, heard in this process. Anyone sends with `select pg_notify(channel, payload)` (8000 bytes at most).
 */
export interface Notifications {
  listen(channel: string, listener: Listener): Promise<() => void>;
  /**
   * This instance is stopping: every listener is told to reset, so that what it feeds (live streams) closes and its
   * readers reconnect, through the proxy, to an instance that runs. Listening goes on until `close`.
   */
  drain(): void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function listenersOf(channels: Map<string, Set<Listener>>, channel: string): Set<Listener> {
  let set = channels.get(channel);
  if (!set) channels.set(channel, (set = new Set()));
  return set;
}

/** One connection of the pool kept for LISTEN, made again (after RECONNECT_MS) when it drops. */
function postgresNotifications(handle: DatabaseHandle & { pool: NonNullable<DatabaseHandle['pool']> }, logger: Logger): Notifications {
  const channels = new Map<string, Set<Listener>>();
  let client: Promise<PoolClient> | undefined;
  let closed = false;

  const dispatch = (channel: string, text: string) => channels.get(channel)?.forEach((listener) => listener.payload(text));

  function connect(): Promise<PoolClient> {
    const made = handle.pool.connect().then(async (connection) => {
      connection.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
      connection.on('error', (error) => {
        if (closed) return;
        logger.warn({ err: error }, 'the LISTEN connection dropped; listening again');
        connection.release(true);
        client = undefined;
        setTimeout(() => void reconnect(), RECONNECT_MS);
      });
      for (const channel of channels.keys()) await connection.query(`listen ${channel}`);
      return connection;
    });
    made.catch(() => undefined);
    return made;
  }

  async function reconnect(): Promise<void> {
    if (closed || client) return;
    client = connect();
    try {
      await client;
      channels.forEach((set) => set.forEach((listener) => listener.reset()));
    } catch (error) {
      logger.warn({ err: error }, 'could not listen again; trying later');
      client = undefined;
      setTimeout(() => void reconnect(), RECONNECT_MS);
    }
  }

  return {
    async listen(channel, listener) {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const set = listenersOf(channels, channel);
      const first = set.size === 0;
      set.add(listener);
      const connection = await (client ??= connect());
      if (first) await connection.query(`listen ${channel}`);
      return () => void set.delete(listener);
    },
    drain() {
      channels.forEach((set) => set.forEach((listener) => listener.reset()));
    },
    async close() {
      closed = true;
      const connection = await client?.catch(() => undefined);
      connection?.release(true);
    },
  };
}

/** PGlite: the engine lives in this process and tells its own listeners. */
function pgliteNotifications(handle: DatabaseHandle & { pglite: NonNullable<DatabaseHandle['pglite']> }): Notifications {
  const unsubscribes: (() => Promise<void>)[] = [];
  const listeners = new Set<Listener>();
  return {
    async listen(channel, listener) {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const unsubscribe = await handle.pglite.listen(channel, (payload) => listener.payload(payload));
      unsubscribes.push(unsubscribe);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        void unsubscribe().catch(() => undefined);
      };
    },
    drain() {
      listeners.forEach((listener) => listener.reset());
    },
    async close() {
      await Promise.allSettled(unsubscribes.splice(0).map((unsubscribe) => unsubscribe()));
    },
  };
}

/** The notifications of an open database. */
export function notificationsOf(handle: DatabaseHandle, logger: Logger): Notifications {
  if (handle.pool) return postgresNotifications({ ...handle, pool: handle.pool }, logger);
  if (handle.pglite) return pgliteNotifications({ ...handle, pglite: handle.pglite });
  throw new Error('The database handle has neither a pool nor an embedded engine');
}
