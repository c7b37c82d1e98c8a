/*
 * The map tiles of the location question: a URL template in Leaflet's form (`{z}`, `{x}`, `{y}`, optionally `{s}`
 * for sub-domains and `{r}` for retina), read at run time from `MAP_TILE_URL`. No zod here: this module is
 * part of the browser's code.
 */

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Whether a text is an http(s) tile URL template naming the zoom and both tile coordinates. */
export function isTileUrlTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    const url = new URL(value.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/gi, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The tile URL to use: the setting when it is a valid template, else the default. */
export function tileUrlOrDefault(value: unknown): string {
  return typeof value === 'string' && isTileUrlTemplate(value.trim()) ? value.trim() : DEFAULT_MAP_TILE_URL;
}

/**
 * The source expression of the tile server for a Content-Security-Policy `img-src` (`https://tile.example`, or
 * `https://*.tile.example` when the template spreads tiles over sub-domains with `{s}`).
 */
export function tileSourceForCsp(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, 'subdomain-placeholder').replace(/\{[a-z]+\}/gi, '0'));
  return `${url.protocol}//${url.host.replace('subdomain-placeholder', '*')}`;
}
