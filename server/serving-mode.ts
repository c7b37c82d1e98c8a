/**
 * Which server stands in front of Next in this process. The production server (server/main.ts) serves `/api` and
 * `/idp` itself and owns the database; it says so here before Next starts, so that Next's side (instrumentation,
 * the catch-all API route) leaves both alone. Without it — `next dev` — Next's side builds and serves them.
 * Kept on `globalThis` because Next bundles its own copy of this module.
 */
const OWN_SERVER = Symbol.for('groundwork.ownServer');

type Registry = Record<symbol, unknown>;

export function markOwnServer(): void {
  (globalThis as Registry)[OWN_SERVER] = true;
}

export function ownServerRuns(): boolean {
  return (globalThis as Registry)[OWN_SERVER] === true;
}
