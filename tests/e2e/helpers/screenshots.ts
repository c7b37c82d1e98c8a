// Full-page screenshots for review, saved under tests/artifacts/screens/ (no pixel comparison).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ARTIFACTS_DIR } from './paths';

export const SCREENS_DIR = path.join(ARTIFACTS_DIR, 'screens');

export interface ScreenSize {
  name: string;
  width: number;
  height: number;
}

export const SCREEN_SIZES: ScreenSize[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/**
 * The sizes the accessibility scans use for a language: each width once and each language once, the longer language
 * (French) at the narrow width where its words overflow first, English at the wide one. Scanning the four pairs took
 * twice the time to find what these two find: a layout's violations depend on its width, its words on the language.
 */
export function scanSizesFor(language: 'en' | 'fr'): ScreenSize[] {
  return SCREEN_SIZES.filter((size) => (language === 'fr' ? size.name === 'phone' : size.name === 'desktop'));
}

/** A file name for a route at a size: `/homepage` at phone size gives `homepage-phone-390x844.png`. */
export function screenshotFileName(route: string, size: ScreenSize): string {
  const slug = route.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'landing';
  return `${slug}-${size.name}-${size.width}x${size.height}.png`;
}

/** Saves a full-page screenshot of what the page shows now; returns the file written. */
export async function saveScreenshot(page: Page, route: string, size: ScreenSize): Promise<string> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, screenshotFileName(route, size));
  // A full page of a live screen can take long to settle on a busy machine: the picture is for looking at, not a check.
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', timeout: 45_000 });
  return file;
}

/** How far the document is wider than the window (0 when nothing overflows horizontally). */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}
