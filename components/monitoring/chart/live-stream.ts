import { API_BASE, API_KEY_HEADER } from '@/lib/api/request';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import { lookUpToken } from '@/lib/auth/token';
import { getClientConfig } from '@/lib/config/client-config';
import type { LiveReadings } from '@/lib/schemas/monitoring-live';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

export interface LiveHandlers {
  onReadings: (event: LiveReadings) => void;
  onState: (state: LiveState) => void;
}

/** Parses the blocks of a Server-Sent Events stream as they arrive; answers what is left of an unfinished block. */
export function parseEvents(buffer: string, onEvent: (event: { event: string; id?: string; data: string }) => void): string {
  let rest = buffer.replace(/\r\n/g, '\n');
  let end;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      fields[name] = fields[name] === undefined ? value : `${fields[name]}\n${value}`;
    }
    if (fields.event || fields.data) onEvent({ event: fields.event ?? 'message', id: fields.id, data: fields.data ?? '' });
  }
  return rest;
}

/**
 * Follows a reactor's readings (`/monitoring/livemonitoring`). The browser's EventSource cannot send the access token,
 * so the stream is read with fetch; like EventSource it reconnects after a second and sends the last event's id, so
 * the server first hands over what was stored meanwhile. Answers the function that stops it.
 */
export function followReactor(reactorId: string, handlers: LiveHandlers, retryMs = 1_000): () => void {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  const run = async () => {
    for (let attempt = 0; !controller.signal.aborted; attempt += 1) {
      handlers.onState(attempt === 0 ? 'connecting' : 'reconnecting');
      try {
        const headers = new Headers({ Accept: 'text/event-stream', [API_KEY_HEADER]: getClientConfig().apiKey });
        const token = await lookUpToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        if (lastEventId) headers.set('Last-Event-ID', lastEventId);
        const response = await fetch(`${API_BASE}${MONITORING_ROUTES.liveMonitoring}?reactor_id=${encodeURIComponent(reactorId)}`, {
          headers,
          signal: controller.signal,
          cache: 'no-store',
        });
        if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const chunk = await reader.read();
          if (chunk.done) break;
          buffer = parseEvents(buffer + chunk.value, (event) => {
            if (event.event === 'ready') handlers.onState('live');
            if (event.event !== 'readings') return;
            if (event.id) lastEventId = event.id;
            handlers.onReadings(JSON.parse(event.data) as LiveReadings);
          });
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  };
  void run();
  return () => controller.abort();
}
