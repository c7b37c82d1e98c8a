// Groundwork inside Next's own server (`npm run dev`, which is `next dev`): the database, the API and the identity
// provider, built by the same code as the production server (server/bootstrap.ts). instrumentation.ts starts it;
// the catch-all API route (pages/api/[...path].ts) serves `/api` and, through a rewrite, `/idp` with it. Both load
// it in development only: a production build leaves it out, and server/main.ts serves all of it instead.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:os';
import { registerPageHeaders, type PageRequest } from '@/lib/http/page-headers';
import { createAppServices, IDP_BASE, isUnder, openAppDatabase, registerServerFetch, type AppServices } from '@/server/bootstrap';
import type { DatabaseHandle } from '@/server/db/client';
import { logger } from '@/server/logger';
import { newOutboxSecret } from '@/server/mail/mailer';

/** Where next.config.js rewrites `/idp/*` to: inside the catch-all API route. */
export const IDP_REWRITE_BASE = '/api/_idp';

/**
 * What the process holds once, whatever Next evaluates again: PGlite lets exactly one process open its data
 * directory, once, so the database lives on `globalThis` and survives hot reloads.
 */
interface ProcessState {
  database?: Promise<DatabaseHandle>;
  /** The services of the newest evaluation of this module (see GENERATION). */
  current?: { generation: symbol; services: Promise<AppServices> };
  closing?: Promise<void>;
  signalsHandled?: boolean;
  /** Without SMTP and OUTBOX_SECRET: one outbox address for the process, not a new one at each hot reload. */
  outboxSecret?: string;
}

const STATE = Symbol.for('groundwork.nextRuntime');

function processState(): ProcessState {
  const registry = globalThis as Record<symbol, unknown>;
  registry[STATE] ??= {};
  return registry[STATE] as ProcessState;
}

/**
 * This evaluation of the server code. Editing a server file makes Next evaluate this module anew: the next request
 * then builds the API and the provider from the new code, on the same database.
 */
const GENERATION = Symbol('server code generation');

function openDatabaseOnce(state: ProcessState): Promise<DatabaseHandle> {
  if (!state.database) {
    state.database = openAppDatabase(process.env, logger);
    state.database.catch(() => (state.database = undefined));
    closeOnSignals(state);
  }
  return state.database;
}

async function build(state: ProcessState, previous: Promise<AppServices> | undefined): Promise<AppServices> {
  (await previous?.catch(() => undefined))?.stop();
  const database = await openDatabaseOnce(state);
  const env = { ...process.env, OUTBOX_SECRET: process.env.OUTBOX_SECRET?.trim() || (state.outboxSecret ??= newOutboxSecret()) };
  const services = await createAppServices(database, { env, logger, dev: process.env.NODE_ENV !== 'production' });
  registerServerFetch(services.api);
  const { security, settings } = services;
  registerPageHeaders((request) => security.pageHeaders(isHttps(request, settings.trustProxy), request.headers.get('host') ?? undefined));
  return services;
}

/** The API and the provider of this process, built from this evaluation of the server code. */
export function servicesInNext(): Promise<AppServices> {
  const state = processState();
  if (state.closing) return Promise.reject(new Error('Groundwork is shutting down'));
  if (state.current?.generation === GENERATION) return state.current.services;
  const services = build(state, state.current?.services);
  const current = { generation: GENERATION, services };
  state.current = current;
  services.catch((error: unknown) => {
    logger.error({ err: error }, 'Groundwork could not start inside Next');
    if (state.current === current) state.current = undefined;
  });
  return services;
}

/**
 * Serves a request that reached the catch-all API route: `/api/*` as it came, `/idp/*` after next.config.js rewrote
 * it under IDP_REWRITE_BASE (given back its own path, which the provider reads).
 */
export async function serveInNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const services = await servicesInNext();
  const url = req.url ?? '/';
  if (isUnder(url, IDP_REWRITE_BASE)) req.url = `${IDP_BASE}${url.slice(IDP_REWRITE_BASE.length)}`;
  if (services.serve(req, res)) return;
  res.statusCode = 404;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ detail: { message: 'No identity provider runs here: an external one signs people in' } }));
}

/** Whether a page request came over HTTPS (its URL), or through a trusted proxy that says so. */
export function isHttps(request: PageRequest, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return trustProxy && forwarded === 'https';
}

async function close(state: ProcessState): Promise<void> {
  await (await state.current?.services.catch(() => undefined))?.stop();
  await (await state.database?.catch(() => undefined))?.close();
  logger.info('Groundwork closed its database');
}

/** Stops the services and closes the database of the process; nothing is served afterwards. */
export function closeInNext(): Promise<void> {
  const state = processState();
  state.closing ??= close(state).catch((error: unknown) => logger.error({ err: error }, 'Closing the database failed'));
  return state.closing;
}

/**
 * Closes the database when the process is told to stop. With `NEXT_MANUAL_SIG_HANDLE` set (scripts/dev.ts sets
 * it) Next leaves the signals to the app, and the process exits once the database is closed; otherwise Next's own
 * handler exits and this one only starts closing.
 */
function closeOnSignals(state: ProcessState): void {
  if (state.signalsHandled) return;
  state.signalsHandled = true;
  const onSignal = (signal: 'SIGINT' | 'SIGTERM') => {
    const closing = closeInNext();
    if (process.env.NEXT_MANUAL_SIG_HANDLE) void closing.then(() => process.exit(128 + constants.signals[signal]));
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
}
