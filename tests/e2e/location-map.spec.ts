// Defect 5 of issue 9: the location question is placed on a real map. A person drops the pin with a click, moves it
// by dragging, types the coordinates by hand, and, without network (this machine has none), is told the map could
// not load while the coordinate fields still work. With tiles served (Playwright answers the tile requests with a
// generated image) the tiles show and the OpenStreetMap attribution is visible.
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpFromHeader } from './helpers/auth';
import { createProjectFromDashboard, expectAllSaved, questionCard } from './helpers/projects';
import { saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser } from './helpers/users';

const TILE_REQUESTS = 'https://tile.openstreetmap.org/**';
const OFFLINE = /The map tiles could not be loaded/;

/** A 256×256 PNG of one colour, built here (no file, no network). */
function tilePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(new Array(256).fill([0xd8, 0xe8, 0xc8]).flat())]);
  const pixels = deflateSync(Buffer.concat(new Array(256).fill(row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** Signs a new developer up, creates a biochar project and opens its first assessment; returns its address. */
async function openProjectProfile(page: Page, origin: string, label: string): Promise<string> {
  await signUpFromHeader(page, origin, newTestUser(label));
  await createProjectFromDashboard(page, 'Saumur biochar site', /Biochar/i);
  await page
    .getByRole('link', { name: /^Start Project profile/ })
    .or(page.getByRole('button', { name: /^Start Project profile/ }))
    .first()
    .click();
  await page.waitForURL(/\/assessments\/[0-9a-f-]{36}/);
  return page.url();
}

const locationCard = (page: Page) => questionCard(page, /^Where will the plant be built/);
const mapOf = (card: Locator) => card.getByRole('region', { name: /^Map: click to place the pin/ });

async function coordinates(card: Locator): Promise<{ lat: number; lng: number }> {
  const lat = Number(await card.getByLabel('Latitude').inputValue());
  const lng = Number(await card.getByLabel('Longitude').inputValue());
  return { lat, lng };
}

test('without tiles the map says so, and a click drops the pin, a drag moves it, typed coordinates place it', async ({ page, origin }) => {
  test.setTimeout(240_000);
  const address = await openProjectProfile(page, origin, 'map-offline');
  const card = locationCard(page);
  const map = mapOf(card);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAccessibleName(/No pin placed yet/);

  await test.step('no network: a clear message, the attribution still shown', async () => {
    await expect(card.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
  });

  await test.step('a click on the map drops the pin: both coordinates fill and are saved', async () => {
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.4);
    await expect(card.getByLabel('Latitude')).not.toHaveValue('');
    const placed = await coordinates(card);
    expect(Math.abs(placed.lat)).toBeLessThanOrEqual(90);
    expect(Math.abs(placed.lng)).toBeLessThanOrEqual(180);
    await expect(map).toHaveAccessibleName(new RegExp(`The pin is at ${placed.lat}, ${placed.lng}`.replace(/\./g, '\\.')));
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expectAllSaved(page);
    await page.reload();
    await expect(locationCard(page).getByLabel('Latitude')).toHaveValue(String(placed.lat));
    await expect(locationCard(page).getByLabel('Longitude')).toHaveValue(String(placed.lng));
  });

  await test.step('dragging the pin moves it east; the new point is saved', async () => {
    const before = await coordinates(card);
    const pin = mapOf(card).locator('.leaflet-marker-icon');
    await pin.scrollIntoViewIfNeeded();
    const box = (await pin.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(x + step * 10, y, { steps: 2 });
    await page.mouse.up();
    await expect.poll(async () => (await coordinates(card)).lng).toBeGreaterThan(before.lng);
    await expectAllSaved(page);
    const after = await coordinates(card);
    await page.reload();
    await expect(locationCard(page).getByLabel('Longitude')).toHaveValue(String(after.lng));
  });

  await test.step('typed coordinates place the pin; an impossible latitude is refused', async () => {
    await card.getByLabel('Latitude').fill('47.2602');
    await card.getByLabel('Longitude').fill('-0.0769');
    await expect(mapOf(card)).toHaveAccessibleName(/The pin is at 47\.2602, -0\.0769/);
    await expectAllSaved(page);
    await card.getByLabel('Latitude').fill('95');
    await expect(card.getByText('Latitude is between −90 and 90')).toBeVisible();
    await card.getByLabel('Latitude').fill('47.2602');
    await page.goto(address);
    await expect(locationCard(page).getByLabel('Latitude')).toHaveValue('47.2602');
    await expect(locationCard(page).getByLabel('Longitude')).toHaveValue('-0.0769');
  });
});

test('with tiles served, the map shows them with the OpenStreetMap attribution and no offline message', async ({ page, context, origin }) => {
  test.setTimeout(240_000);
  const png = tilePng();
  let served = 0;
  await context.route(TILE_REQUESTS, (route) => {
    served += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: png, headers: { 'access-control-allow-origin': '*' } });
  });
  await openProjectProfile(page, origin, 'map-tiles');
  const card = locationCard(page);
  const map = mapOf(card);
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(served).toBeGreaterThan(0);
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
  await expect(card.getByText(OFFLINE)).toHaveCount(0);
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(card.getByLabel('Latitude')).not.toHaveValue('');
  await expectAllSaved(page);

  // The same question in French, at phone and desktop widths, for review.
  await context.addCookies([{ name: 'language', value: 'fr', url: origin }]);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.reload();
    const frenchCard = questionCard(page, /^Où l’usine sera-t-elle construite/);
    await frenchCard
      .getByRole('region', { name: /^Carte/ })
      .locator('img.leaflet-tile-loaded')
      .first()
      .waitFor();
    await frenchCard.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'location-map-fr', size);
  }
});
