// `node scripts/icons.ts`: renders src/web/public/icon.svg to the PNG icons of the web manifest
// with the system Chromium. The PNGs are committed; run this again only when the SVG changes.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('src/web/public/icon.svg', 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
// Maskable icons get cropped to a circle or squircle by the launcher: a full-bleed background
// in the brand colour with the mark inside the central 80% safe zone.
const MASK_BG = '#6d4aff';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const { size, file, maskable } of [
  { size: 180, file: 'apple-touch-icon.png', maskable: true },
  { size: 192, file: 'icon-192.png', maskable: false },
  { size: 512, file: 'icon-512.png', maskable: false },
  { size: 512, file: 'icon-maskable-512.png', maskable: true },
]) {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? Math.round(size * 0.72) : size;
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
      `background:${maskable ? MASK_BG : 'transparent'}">` +
      `<img src="${dataUrl}" width="${inner}" height="${inner}"></body>`,
  );
  await page.screenshot({
    path: `src/web/public/icons/${file}`,
    omitBackground: !maskable,
  });
  console.log(`src/web/public/icons/${file} (${size}x${size})`);
}
await browser.close();
