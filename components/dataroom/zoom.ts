/** The viewer's zoom: 1 is the page at the frame's width (at most MAX_PAGE_WIDTH); requirements. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 1.25;

/** A zoom within bounds, rounded to two decimals (so that steps in and out come back to 1). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) * 100) / 100;
}

export const zoomIn = (zoom: number) => clampZoom(zoom * ZOOM_STEP);
export const zoomOut = (zoom: number) => clampZoom(zoom / ZOOM_STEP);

/** A page number from the address or a field: a whole number within the document, else null. */
export function pageWithin(value: unknown, count: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isInteger(number) || number < 1) return null;
  return count > 0 ? Math.min(number, count) : number;
}
