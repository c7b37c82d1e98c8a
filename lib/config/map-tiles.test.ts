import { DEFAULT_MAP_TILE_URL, isTileUrlTemplate, tileSourceForCsp, tileUrlOrDefault } from './map-tiles';

describe('map tile URL', () => {
  it('accepts http(s) templates naming zoom and both coordinates', () => {
    expect(isTileUrlTemplate(DEFAULT_MAP_TILE_URL)).toBe(true);
    expect(isTileUrlTemplate('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrlTemplate('https://{s}.tile.example/{z}/{x}/{y}{r}.png')).toBe(true);
  });

  it('refuses what is not a tile template', () => {
    expect(isTileUrlTemplate('https://tile.example/{z}/{x}.png')).toBe(false);
    expect(isTileUrlTemplate('javascript:alert(1)//{z}{x}{y}')).toBe(false);
    expect(isTileUrlTemplate('not a url {z}{x}{y}')).toBe(false);
  });

  it('falls back to OpenStreetMap for an absent or invalid setting, trims a valid one', () => {
    expect(tileUrlOrDefault(undefined)).toBe(DEFAULT_MAP_TILE_URL);
    expect(tileUrlOrDefault('ftp://x/{z}/{x}/{y}')).toBe(DEFAULT_MAP_TILE_URL);
    expect(tileUrlOrDefault(' http://localhost:9/{z}/{x}/{y}.png ')).toBe('http://localhost:9/{z}/{x}/{y}.png');
  });

  it('names the tile origin for a Content-Security-Policy', () => {
    expect(tileSourceForCsp(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileSourceForCsp('https://{s}.tile.example/{z}/{x}/{y}.png')).toBe('https://*.tile.example');
    expect(tileSourceForCsp('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
  });
});
