import { clampZoom, MAX_ZOOM, MIN_ZOOM, pageWithin, zoomIn, zoomOut } from './zoom';

describe('zoom', () => {
  it('steps in and out within bounds, back to 1', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(zoomIn(1))).toBe(1);
    expect(clampZoom(99)).toBe(MAX_ZOOM);
    expect(clampZoom(0.01)).toBe(MIN_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});

describe('pageWithin', () => {
  it('reads a page from the address or a field, kept within the document', () => {
    expect(pageWithin('3', 5)).toBe(3);
    expect(pageWithin('9', 5)).toBe(5);
    expect(pageWithin(2, 0)).toBe(2);
    for (const bad of ['0', '-1', '2.5', 'two', '', undefined, ['2']]) expect(pageWithin(bad, 5)).toBeNull();
  });
});
