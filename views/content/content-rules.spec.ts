import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { contentProblems } from './content-rules.js';
import { marketingPages } from './marketing-pages.js';
import type { PageContent } from './page-content.js';

// Every content module of every family (views/content/<family>/<slug>.ts) keeps the copy rules. The families
// are those of the pages the registry serves (marketing-pages.ts), not a list kept by hand, so a new family
// is checked from its first page; the modules are read from the folders, so one left out of the registry
// is caught too.
const FAMILIES = [...new Set(marketingPages.map((page) => page.family))];

function loadAll(): [string, PageContent][] {
  const out: [string, PageContent][] = [];
  for (const family of FAMILIES) {
    const dir = join(__dirname, family);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
      const module = require(join(dir, file)) as { page?: PageContent };
      if (!module.page) throw new Error(`${family}/${file} exports no "page"`);
      out.push([`${family}/${file}`, module.page]);
    }
  }
  return out;
}

const pages = loadAll();

describe('marketing page content', () => {
  it('finds the pages: every family has modules, and the modules are exactly the registered pages', () => {
    expect(FAMILIES.length).toBeGreaterThan(0);
    for (const family of FAMILIES) expect(pages.filter(([file]) => file.startsWith(`${family}/`)).length).toBeGreaterThan(0);
    const sorted = (paths: string[]) => [...paths].sort();
    expect(sorted(pages.map(([, page]) => page.path))).toEqual(sorted(marketingPages.map((page) => page.path)));
  });

  it.each(pages)('%s keeps the copy rules', (_file, page) => {
    expect(contentProblems(page)).toEqual([]);
  });

  it('gives every page its own path, title and description', () => {
    for (const key of ['path', 'title', 'description'] as const) {
      const values = pages.map(([, p]) => (key === 'path' ? p.path : p.meta[key]));
      expect(values.filter((v, i) => values.indexOf(v) !== i)).toEqual([]);
    }
  });
});
