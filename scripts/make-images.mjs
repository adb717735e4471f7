// Generates the raster images in views/assets/ from the SVG sources beside them:
//   og-default.png  1200x630 social card (brand-neutral: the brand name is configuration, so none is drawn)
//   favicon.ico     ICO holding 16x16 and 32x32 PNGs of favicon.svg
// Run: export PATH=$PWD/node_modules/.bin:$PATH && node scripts/make-images.mjs   (finds or installs Chromium via scripts/chromium.mjs)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { resolveChromium } from './chromium.mjs';

const root = join(import.meta.dirname, '..');
const assets = join(root, 'views', 'assets');
const fontDir = join(root, 'node_modules', '@fontsource', 'inter', 'files');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const dataUri = (file, type) => `data:${type};base64,${readFileSync(file).toString('base64')}`;

function ogHtml() {
  const font = (weight) =>
    `@font-face{font-family:Inter;font-weight:${weight};src:url(${dataUri(join(fontDir, `inter-latin-${weight}-normal.woff2`), 'font/woff2')}) format("woff2")}`;
  return `<!doctype html><html><head><style>
${font(500)}${font(700)}
*{box-sizing:border-box;margin:0}
body{width:1200px;height:630px;overflow:hidden;background:#0b2545;font-family:Inter,sans-serif;color:#fff;position:relative}
.art{position:absolute;right:0;top:-20px;width:1200px;height:700px}
.bar{position:absolute;left:0;right:0;bottom:0;height:12px;background:#f4a259}
.copy{position:absolute;left:80px;top:0;bottom:12px;width:640px;display:flex;flex-direction:column;justify-content:center;gap:28px}
.mark{width:88px;height:88px}
.eyebrow{font-weight:700;font-size:22px;letter-spacing:.14em;text-transform:uppercase;color:#f4a259}
h1{font-weight:700;font-size:64px;line-height:1.06;letter-spacing:-.03em}
.facts{display:flex;gap:14px;flex-wrap:wrap}
.facts span{font-weight:500;font-size:22px;padding:10px 18px;border:2px solid rgba(255,255,255,.28);border-radius:999px;color:#e3ebf6}
</style></head><body>
<img class="art" src="${dataUri(join(assets, 'hero-routes.svg'), 'image/svg+xml')}" alt="">
<div class="copy">
  <img class="mark" src="${dataUri(join(assets, 'logo-mark.svg'), 'image/svg+xml')}" alt="">
  <p class="eyebrow">24/7/365 dispatch</p>
  <h1>Expedited Freight &amp; Hand-Carry Courier</h1>
  <p class="facts"><span>99.8% on-time</span><span>300+ cities</span><span>All 50 states</span></p>
</div>
<div class="bar"></div>
</body></html>`;
}

/** Raw RGBA pixels of a PNG, decoded by the browser. */
async function decodePng(page, png) {
  const base64 = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = `data:image/png;base64,${src}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return btoa(binary);
  }, png.toString('base64'));
  return Buffer.from(base64, 'base64');
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Median-cut palette of at most 256 colours for the colours in `histogram` (rgb key -> pixel count).
 * Returns each colour's palette index and the palette itself.
 */
function medianCut(histogram) {
  const rgb = (key) => [(key >> 16) & 0xff, (key >> 8) & 0xff, key & 0xff];
  let boxes = [[...histogram.keys()]];
  // Split the box with the largest colour range weighted by its pixel count, so smooth areas that
  // cover much of the picture (gradients) get more palette entries than rare anti-aliasing tones.
  while (boxes.length < 256) {
    let target = -1;
    let bestScore = 0;
    let channel = 0;
    boxes.forEach((box, i) => {
      if (box.length < 2) return;
      const pixels = box.reduce((sum, key) => sum + histogram.get(key), 0);
      for (let c = 0; c < 3; c++) {
        let min = 255;
        let max = 0;
        for (const key of box) {
          const v = rgb(key)[c];
          if (v < min) min = v;
          if (v > max) max = v;
        }
        const score = (max - min) * Math.sqrt(pixels);
        if (score > bestScore) [bestScore, target, channel] = [score, i, c];
      }
    });
    if (target < 0) break;
    const box = boxes[target].sort((a, b) => rgb(a)[channel] - rgb(b)[channel]);
    const total = box.reduce((sum, key) => sum + histogram.get(key), 0);
    let split = 0;
    for (let seen = 0; split < box.length - 1 && seen + histogram.get(box[split]) <= total / 2; split++) seen += histogram.get(box[split]);
    split = Math.max(1, split);
    boxes.splice(target, 1, box.slice(0, split), box.slice(split));
  }
  const index = new Map();
  const palette = boxes.map((box, i) => {
    let weight = 0;
    const sum = [0, 0, 0];
    for (const key of box) {
      const count = histogram.get(key);
      rgb(key).forEach((v, c) => (sum[c] += v * count));
      weight += count;
      index.set(key, i);
    }
    const [r, g, b] = sum.map((v) => Math.round(v / weight));
    return (r << 16) | (g << 8) | b;
  });
  return { index, palette };
}

/**
 * Encodes opaque RGBA pixels as a small PNG: an indexed image (exact when the picture has at most 256
 * colours, else a median-cut palette, which suits flat artwork) deflated at level 9, unless `truecolor`.
 */
function encodeOpaquePng(rgba, width, height, { truecolor = false } = {}) {
  const histogram = new Map();
  for (let i = 0; i < rgba.length; i += 4) {
    const key = (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2];
    histogram.set(key, (histogram.get(key) ?? 0) + 1);
  }
  const { index: colours, palette: paletteKeys } = truecolor ? { index: new Map(), palette: [] } : medianCut(histogram);
  const indexed = !truecolor;
  const channels = indexed ? 1 : 3;
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let p = 0, i = 0; i < rgba.length; i += 4) {
    if (indexed) pixels[p++] = colours.get((rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2]);
    else {
      pixels[p++] = rgba[i];
      pixels[p++] = rgba[i + 1];
      pixels[p++] = rgba[i + 2];
    }
  }
  const raw = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    let best = { filter: 0, score: Infinity, bytes: row };
    for (let filter = 0; filter < (indexed ? 1 : 5); filter++) {
      let score = 0;
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? row[x - channels] : 0;
        const b = up[x];
        const c = x >= channels ? up[x - channels] : 0;
        let predictor = 0;
        if (filter === 1) predictor = a;
        else if (filter === 2) predictor = b;
        else if (filter === 3) predictor = (a + b) >> 1;
        else if (filter === 4) {
          const pa = Math.abs(b - c), pb = Math.abs(a - c), pc = Math.abs(a + b - 2 * c);
          predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        }
        const value = (row[x] - predictor) & 0xff;
        candidate[x] = value;
        score += value < 128 ? value : 256 - value;
      }
      if (score < best.score) best = { filter, score, bytes: Buffer.from(candidate) };
    }
    raw[y * (stride + 1)] = best.filter;
    best.bytes.copy(raw, y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = indexed ? 3 : 2;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header)];
  if (indexed) {
    const palette = Buffer.alloc(paletteKeys.length * 3);
    paletteKeys.forEach((key, i) => palette.writeUIntBE(key, i * 3, 3));
    parts.push(chunk('PLTE', palette));
  }
  parts.push(chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** An ICO file whose images are PNGs (supported by every current browser and Windows Vista+). */
function encodeIco(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header[entry] = size;
    header[entry + 1] = size;
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({ executablePath: (await resolveChromium()).path, args: CHROMIUM_ARGS });
try {
  const og = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await og.setContent(ogHtml(), { waitUntil: 'load' });
  await og.evaluate(() => document.fonts.ready);
  const shot = await og.screenshot({ type: 'png' });
  const ogPng = encodeOpaquePng(await decodePng(og, shot), 1200, 630);
  writeFileSync(join(assets, 'og-default.png'), ogPng);
  console.log(`og-default.png ${ogPng.length} bytes (browser PNG was ${shot.length})`);

  const svg = dataUri(join(assets, 'favicon.svg'), 'image/svg+xml');
  const icons = [];
  for (const size of [16, 32]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>*{margin:0}img{display:block}</style><img src="${svg}" width="${size}" height="${size}" alt="">`);
    icons.push({ size, png: await page.screenshot({ type: 'png', omitBackground: true }) });
  }
  const ico = encodeIco(icons);
  writeFileSync(join(assets, 'favicon.ico'), ico);
  console.log(`favicon.ico ${ico.length} bytes (${icons.map((i) => `${i.size}px`).join(', ')})`);
} finally {
  await browser.close();
}
