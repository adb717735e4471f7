// Views-only preview without Nest or a database: node scripts/preview.mjs [port]
// Serves dist/ssr/server.js pages and dist/public/assets. Run `node esbuild.config.mjs` first.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const port = Number(process.argv[2] ?? 3100);
const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png', '.map': 'application/json', '.ico': 'image/x-icon', '.webp': 'image/webp' };
const site = {
  brandName: 'Blue Ridge Expedite', phone: '(800) 555-0199', phoneHref: 'tel:+18005550199', email: 'dispatch@example.com',
  origin: `http://localhost:${port}`, hq: { street: '', city: 'Charlotte', region: 'NC', postalCode: '28202' }, socialUrl: 'https://www.linkedin.com/',
};
// No database: a page-data port without rows (pages that read rows show none).
const data = { cities: async () => [], city: async () => null, posts: async () => [], post: async () => null, formerPost: async () => null, pageMeta: async () => null, companyFacts: async () => [] };
createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname.startsWith('/assets/')) {
    const file = join(root, 'dist', 'public', url.pathname);
    if (!existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    return createReadStream(file).pipe(res);
  }
  const { renderPage } = await import(`${join(root, 'dist', 'ssr', 'server.js')}?t=${Date.now()}`);
  const assets = JSON.parse(readFileSync(join(root, 'dist', 'manifest.json'), 'utf8'));
  const page = await renderPage({ url: req.url, site, assets, data });
  res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
}).listen(port, '127.0.0.1', () => console.log(`preview on http://127.0.0.1:${port}`));
