// Builds the views for the server (SSR bundle + CSS) and the islands for the browser (hashed chunks),
// copies fonts and images with content hashes, writes dist/manifest.json for the server to read, and
// precompresses the text assets (.br and .gz beside them).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import { precompress } from './scripts/precompress.mjs';

const root = import.meta.dirname;
const dist = join(root, 'dist');
const assetsDir = join(dist, 'public', 'assets');
// Where a production build keeps the browser bundle's source maps: beside the build, never under the served
// assets (they hold the whole source), for reading the stack of a client error report.
const sourceMapsDir = join(dist, 'sourcemaps');
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
const nodeEnv = JSON.stringify(production ? 'production' : 'development');

/**
 * React goes into the server bundle, built for this build's NODE_ENV as the browser's is: React picks its
 * development or production build by NODE_ENV when it loads, and a server started with any NODE_ENV but
 * production (the tests' `test`, an unset one) would otherwise render every page with React's development
 * build, about twice the CPU per page. Every other package stays in node_modules.
 */
const SSR_BUNDLED_PACKAGES = new Set(['react', 'react-dom', 'react-router', 'react-router-dom']);
const externalPackagesButReact = {
  name: 'external-packages-but-react',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
      return SSR_BUNDLED_PACKAGES.has(name) ? undefined : { path, external: true };
    });
  },
};

const ssr = await esbuild.build({
  entryPoints: { server: 'views/app/server.tsx' },
  outdir: join(dist, 'ssr'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': nodeEnv },
  // React's CommonJS files require Node's modules: an ES module has no require of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  sourcemap: true,
  minifySyntax: production,
  logLevel: 'warning',
  metafile: true,
  plugins: [vanillaExtractPlugin({ identifiers }), externalPackagesButReact],
});

const ssrCssPath = join(dist, 'ssr', 'server.css');
const ssrCss = existsSync(ssrCssPath) ? readFileSync(ssrCssPath, 'utf8') : '';
const { code: css } = await esbuild.transform(`${fontFaces}\n${ssrCss}`, { loader: 'css', minify: true });
const cssFile = `site-${hash(css)}.css`;
writeFileSync(join(assetsDir, cssFile), css);

const client = await esbuild.build({
  // The public site's entry and the back office's: no public page loads the admin islands' registry.
  entryPoints: { main: 'views/app/browser.ts', admin: 'views/admin/shared/admin-browser.ts' },
  outdir: assetsDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome110', 'firefox110', 'safari16'],
  jsx: 'automatic',
  minify: true,
  // In production the scripts name no map (external), and the maps leave the assets below.
  sourcemap: production ? 'external' : 'linked',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [vanillaExtractPlugin({ identifiers, outputCss: false })],
});

const entryOf = (source) => {
  const output = Object.entries(client.metafile.outputs).find(([, o]) => o.entryPoint === source)?.[0];
  if (!output) throw new Error(`client entry ${source} missing from esbuild metafile`);
  return output;
};
const siteEntry = entryOf('views/app/browser.ts');
const adminEntry = entryOf('views/admin/shared/admin-browser.ts');

const publicUrl = (output) => `/${relative(join(dist, 'public'), join(root, output)).split('\\').join('/')}`;
/** The JavaScript files an output loads at once: itself and its static imports, transitively (URLs). */
function closure(output) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of client.metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(output);
  return [...seen].map(publicUrl);
}
// A package's entry point is matched by its path inside node_modules: a node_modules that is a symlink
// (a git worktree sharing another checkout's) puts the resolved path, e.g. ../main/node_modules/..., in the metafile.
const outputOf = (source) =>
  Object.entries(client.metafile.outputs).find(([, o]) => o.entryPoint === source || (source.startsWith('node_modules/') && o.entryPoint?.endsWith(`/${source}`)))?.[0];
// Each island's chunk (the two registries map names to dynamic imports) and React's, for the content
// optimizer's count of the JavaScript a page loads before any interaction (docs/product.md#23-content-optimizer).
const islandSources = ['views/app/islands.ts', 'views/admin/shared/admin-islands.ts'].flatMap((registry) =>
  [...readFileSync(registry, 'utf8').matchAll(/^\s+(\w+): \(\) => import\('([^']+)'\)/gm)].map(([, name, path]) => [name, join(dirname(registry), path)]),
);
const islands = Object.fromEntries(
  islandSources.map(([name, path]) => {
    const base = path.replace(/\.js$/, '');
    const output = outputOf(`${base}.tsx`) ?? outputOf(`${base}.ts`);
    if (!output) throw new Error(`island ${name}: no chunk for ${path} in the esbuild metafile`);
    return [name, closure(output)];
  }),
);
const reactOutputs = ['node_modules/react/index.js', 'node_modules/react-dom/client.js'].map((source) => outputOf(source));
if (reactOutputs.some((o) => !o)) throw new Error('react chunks missing from the esbuild metafile');

const manifest = {
  entry: publicUrl(siteEntry),
  adminEntry: publicUrl(adminEntry),
  css: `/assets/${cssFile}`,
  fonts,
  images,
  builtAt: new Date().toISOString(),
  scripts: { entry: closure(siteEntry), react: [...new Set(reactOutputs.flatMap(closure))], islands },
};
writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(join(dist, 'client-meta.json'), JSON.stringify(client.metafile));
if (production) keepSourceMapsPrivate();
const compressed = precompress(assetsDir);
console.log(
  `built views: ssr ${Object.keys(ssr.metafile.outputs).length} files, client entry ${manifest.entry}, css ${manifest.css}; ` +
    `precompressed ${compressed.br} br and ${compressed.gz} gz of ${compressed.files} text assets`,
);

/**
 * Moves every source map out of the served assets into dist/sourcemaps/ (same relative paths), and fails
 * the build if a script there still names a map: a public map would publish the whole client source.
 */
function keepSourceMapsPrivate() {
  for (const entry of readdirSync(assetsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.map')) {
      const target = join(sourceMapsDir, relative(assetsDir, file));
      mkdirSync(dirname(target), { recursive: true });
      renameSync(file, target);
    } else if (entry.name.endsWith('.js') && readFileSync(file, 'utf8').includes('//# sourceMappingURL=')) {
      throw new Error(`${relative(root, file)} names a source map: production scripts must not`);
    }
  }
}
