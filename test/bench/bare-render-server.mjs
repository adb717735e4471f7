// The limit of the uncached row (budget >= 0.8x of it): a bare node:http server that calls the views
// bundle's renderPage for each request and answers identity bytes. What it loses against renderPage in a
// loop is Node's HTTP work (parsing, encoding ~70 KB to UTF-8, writing it), which no server can win back.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../dist/src/config/app-config.js';
import { startingFactViews } from '../../dist/src/company-facts/starting-facts.js';
import { siteSettings } from '../../dist/src/render/site-settings.js';

const bundle = await import(pathToFileURL(resolve('dist/ssr/server.js')).href);
const assets = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
const site = siteSettings(loadConfig());
// No database: no cities or posts, and the starting company facts the migration seeds.
const data = { cities: async () => [], city: async () => null, posts: async () => [], post: async () => null, formerPost: async () => null, pageMeta: async () => null, companyFacts: async (kind) => startingFactViews().filter((fact) => fact.kind === kind) };

const server = createServer(async (req, res) => {
  const { status, html } = await bundle.renderPage({ url: req.url, site, assets, data });
  const body = Buffer.from(html, 'utf8');
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
