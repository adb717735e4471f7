import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { contentProblems } from './content-rules.js';
import type { PageContent } from './page-content.js';

// Every content module of every family (views/content/<family>/<slug>.ts) keeps the copy rules.
const FAMILIES = ['service', 'guide', 'company', 'case-study'];

function loadAll(): [string, PageContent][] {
  const out: [string, PageContent][] = [];
  for (const family of FAMILIES) {
    const dir = join(__dirname, family);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(join(dir, file)) as { page?: PageContent };
      if (!module.page) throw new Error(`${family}/${file} exports no "page"`);
      out.push([`${family}/${file}`, module.page]);
    }
  }
  return out;
}

const pages = loadAll();

describe('marketing page content', () => {
  it.each(pages.length ? pages : [['(none yet)', undefined]])('%s keeps the copy rules', (_file, page) => {
    if (!page) return;
    expect(contentProblems(page as PageContent)).toEqual([]);
  });

  it('gives every page its own path, title and description', () => {
    for (const key of ['path', 'title', 'description'] as const) {
      const values = pages.map(([, p]) => (key === 'path' ? p.path : p.meta[key]));
      expect(values.filter((v, i) => values.indexOf(v) !== i)).toEqual([]);
    }
  });
});
