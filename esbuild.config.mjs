// Builds the views for the server (SSR bundle + CSS) and the islands for the browser (hashed chunks),
// copies fonts and images with content hashes, writes dist/manifest.json for the server to read, and
// precompresses the text assets (.br and .gz beside them).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import { precompress } from './scripts/precompress.mjs';

const root = import.meta.dirname;
const dist = join(root, 'dist');
const assetsDir = join(dist, 'public', 'assets');
// Both builds must name classes identically or hydration keeps the server's classes.
const identifiers = 'short';
const FONT_WEIGHTS = [400, 500, 600, 700];

mkdirSync(assetsDir, { recursive: true });

const hash = (buffer) => createHash('sha256').update(buffer).digest('base64url').slice(0, 10);

function copyHashed(source, name = basename(source)) {
  const content = readFileSync(source);
  const ext = extname(name);
  const file = `${basename(name, ext)}-${hash(content)}${ext}`;
  copyFileSync(source, join(assetsDir, file));
  return `/assets/${file}`;
}

// Images under views/assets keep their name plus a hash: asset('logo-mark.svg') in views.
const images = {};
for (const file of readdirSync(join(root, 'views', 'assets'))) {
  images[file] = copyHashed(join(root, 'views', 'assets', file));
}

const fontDir = join(root, 'node_modules', '@fontsource', 'inter', 'files');
const fonts = FONT_WEIGHTS.map((weight) => ({
  weight,
  href: copyHashed(join(fontDir, `inter-latin-${weight}-normal.woff2`)),
}));
const fontFaces = fonts
  .map(
    ({ weight, href }) =>
      `@font-face{font-family:"Inter";font-style:normal;font-weight:${weight};font-display:swap;src:url(${href}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`,
  )
  .join('\n');

const production = process.env.NODE_ENV !== 'development';

const ssr = await esbuild.build({
  entryPoints: { server: 'views/app/server.tsx' },
  outdir: join(dist, 'ssr'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  minifySyntax: production,
  logLevel: 'warning',
  metafile: true,
  plugins: [vanillaExtractPlugin({ identifiers })],
});

const ssrCssPath = join(dist, 'ssr', 'server.css');
const ssrCss = existsSync(ssrCssPath) ? readFileSync(ssrCssPath, 'utf8') : '';
const { code: css } = await esbuild.transform(`${fontFaces}\n${ssrCss}`, { loader: 'css', minify: true });
const cssFile = `site-${hash(css)}.css`;
writeFileSync(join(assetsDir, cssFile), css);

const client = await esbuild.build({
  entryPoints: { main: 'views/app/browser.ts' },
  outdir: assetsDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome110', 'firefox110', 'safari16'],
  jsx: 'automatic',
  minify: true,
  sourcemap: 'linked',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [vanillaExtractPlugin({ identifiers, outputCss: false })],
});

const entryOutput = Object.entries(client.metafile.outputs).find(([, o]) => o.entryPoint === 'views/app/browser.ts');
if (!entryOutput) throw new Error('client entry missing from esbuild metafile');

const manifest = {
  entry: `/${relative(join(dist, 'public'), join(root, entryOutput[0])).split('\\').join('/')}`,
  css: `/assets/${cssFile}`,
  fonts,
  images,
  builtAt: new Date().toISOString(),
};
writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(join(dist, 'client-meta.json'), JSON.stringify(client.metafile));
const compressed = precompress(assetsDir);
console.log(
  `built views: ssr ${Object.keys(ssr.metafile.outputs).length} files, client entry ${manifest.entry}, css ${manifest.css}; ` +
    `precompressed ${compressed.br} br and ${compressed.gz} gz of ${compressed.files} text assets`,
);
