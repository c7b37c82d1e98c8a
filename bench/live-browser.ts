// The live delay as a browser sees it: Chromium (Playwright, Debian's build) opens a page of the bench server and
// follows the reactor's stream as the app's live chart does (components/monitoring/chart/live-stream.ts: fetch with
// the access token, the body read as a stream, each event's data parsed), noting when chosen readings arrive.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/helpers/paths';
import { BARE_PATH } from './server';

export interface BrowserStream {
  /** When each awaited reading time first reached the page (ms since the epoch, `performance.timeOrigin + performance.now()`). */
  receivedAt(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

declare global {
  interface Window {
    liveReceivedAt?: Record<string, number>;
  }
}

/** Opens the stream in Chromium, watching for the given reading times; undefined when there is no Chromium. */
export async function openBrowserStream(origin: string, token: string, reactorId: string, awaited: string[]): Promise<BrowserStream | undefined> {
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}${BARE_PATH}`);
    await page.evaluate(
      async ({ url, bearer, times }) => {
        const wanted = new Set(times);
        const received: Record<string, number> = {};
        window.liveReceivedAt = received;
        const response = await fetch(url, { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${bearer}` }, cache: 'no-store' });
        if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        void (async () => {
          for (;;) {
            const chunk = await reader.read();
            if (chunk.done) return;
            const at = performance.timeOrigin + performance.now();
            buffer += chunk.value;
            let end;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const data = buffer
                .slice(0, end)
                .split('\n')
                .find((line) => line.startsWith('data:'));
              buffer = buffer.slice(end + 2);
              if (!data) continue;
              const event = JSON.parse(data.slice(5)) as { readings?: { time: string }[] };
              for (const reading of event.readings ?? []) if (wanted.has(reading.time) && !(reading.time in received)) received[reading.time] = at;
            }
          }
        })();
      },
      { url: `${origin}/api/monitoring/livemonitoring?reactor_id=${reactorId}`, bearer: token, times: awaited },
    );
    return {
      receivedAt: async () => new Map(Object.entries(await page.evaluate(() => window.liveReceivedAt ?? {}))),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
