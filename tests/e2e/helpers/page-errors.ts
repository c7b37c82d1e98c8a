import type { Page } from '@playwright/test';

/** Console errors and uncaught exceptions a page produced, as readable lines. */
export interface PageErrors {
  readonly messages: string[];
}

/**
 * Messages that do not come from the product: the browser's own network noise about a favicon, and the map tiles
 * these machines cannot fetch (no internet; the map says so on screen and its coordinate fields still work).
 */
const IGNORED = [/favicon\.ico/i, /tile\.openstreetmap\.org/i];

/** Starts collecting `console.error` calls and uncaught page errors (`pageerror`) of a page. */
export function collectPageErrors(page: Page): PageErrors {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location();
    const line = `console.error: ${message.text()}${location.url ? ` (${location.url}:${location.lineNumber})` : ''}`;
    if (!IGNORED.some((pattern) => pattern.test(line))) messages.push(line);
  });
  page.on('pageerror', (error) => {
    messages.push(`pageerror: ${error.name}: ${error.message}`);
  });
  return { messages };
}
