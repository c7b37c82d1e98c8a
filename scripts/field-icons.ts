// Draws the icons of the installable phone page: `npx tsx scripts/field-icons.ts` writes
// public/icons/field-192.png, field-512.png and field-maskable-512.png from the SVG below (our own drawing).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A camera over a leaf-green square; `inset` leaves the maskable icon's safe zone. */
function svg(inset: number): string {
  const s = 512;
  const body = `<g transform="translate(${inset} ${inset}) scale(${(s - 2 * inset) / s})">
    <rect x="96" y="168" width="320" height="224" rx="40" fill="#ffffff"/>
    <rect x="196" y="128" width="120" height="64" rx="20" fill="#ffffff"/>
    <circle cx="256" cy="280" r="76" fill="#1f5130"/>
    <circle cx="256" cy="280" r="44" fill="#9bd3a8"/>
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" rx="${inset ? 0 : 96}" fill="#1f5130"/>${body}</svg>`;
}

async function main(): Promise<void> {
  const out = path.join(process.cwd(), 'public', 'icons');
  for (const [name, size, inset] of [
    ['field-192.png', 192, 0],
    ['field-512.png', 512, 0],
    ['field-maskable-512.png', 512, 64],
  ] as const) {
    writeFileSync(
      path.join(out, name),
      await sharp(Buffer.from(svg(inset)))
        .resize(size, size)
        .png()
        .toBuffer(),
    );
  }
}

void main();
