import { readdirSync } from 'node:fs';
import type { AdminPageData } from '../core/admin-pages.js';
import { renderAdminPage } from '../views/app/server.js';
import { testAssets, testSite } from './fixtures.js';

// An admin page as the view specs read it (jsdom): rendered by the views bundle's own entry, parsed, with
// the islands it holds and its <main>. Written once for the admin pages' specs.

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

export async function renderedAdminPage(path: string, page: AdminPageData) {
  const rendered = await renderAdminPage({ site: testSite, assets, path, page });
  const doc = new DOMParser().parseFromString(rendered.html, 'text/html');
  const islands = [...doc.querySelectorAll<HTMLElement>('[data-island]')].map((el) => el.dataset.island);
  return { ...rendered, doc, islands, main: doc.querySelector('main')! };
}
