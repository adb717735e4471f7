// The uncached render's limit: the views bundle's renderPage called in a loop in one process, no HTTP.
// Run by bench.mjs with NODE_ENV=production (React is ~16x slower in development). Prints renders per second.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../dist/src/config/app-config.js';
import { startingFactViews } from '../../dist/src/company-facts/starting-facts.js';
import { siteSettings } from '../../dist/src/render/site-settings.js';

const [path = '/', seconds = '5'] = process.argv.slice(2);
const bundle = await import(pathToFileURL(resolve('dist/ssr/server.js')).href);
const assets = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
const site = siteSettings(loadConfig());
// No database: no cities or posts, and the starting company facts the migration seeds.
const data = { cities: async () => [], city: async () => null, posts: async () => [], post: async () => null, formerPost: async () => null, pageMeta: async () => null, companyFacts: async (kind) => startingFactViews().filter((fact) => fact.kind === kind) };
const request = { url: path, site, assets, data };

const warmUntil = Date.now() + 1000;
while (Date.now() < warmUntil) await bundle.renderPage(request);
let renders = 0;
const started = process.hrtime.bigint();
const until = Date.now() + Number(seconds) * 1000;
while (Date.now() < until) {
  await bundle.renderPage(request);
  renders++;
}
const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
process.stdout.write(`${renders / elapsed}\n`);
