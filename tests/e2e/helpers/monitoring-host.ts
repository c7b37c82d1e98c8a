// The monitoring (V2) host on this machine: monitoring.localhost with the server's port (lib/env/environments.ts).

/** Chromium resolves *.localhost to this machine by itself; the rule makes it the address the server listens on. */
export const MONITORING_RESOLVER_RULES = '--host-resolver-rules=MAP monitoring.localhost 127.0.0.1';

/** The monitoring origin of the server at `origin`: `https://monitoring.localhost:<port>`. */
export const monitoringOriginOf = (origin: string) => `https://monitoring.localhost:${new URL(origin).port}`;
