import type { PageDataPort } from '../../core/render-contract.js';
import { recordingReads, type PageRead } from './page-reads.js';

/** A port whose every read answers its own name, so a test sees which read was passed on. */
const port: PageDataPort = {
  cities: async () => [],
  city: async (urlPath) => ({ urlPath }) as never,
  posts: async (category) => [category] as never,
  post: async (slug) => ({ slug }) as never,
  formerPost: async () => null,
  pageMeta: async (path) => ({ title: path, description: null }),
  companyFacts: async (kind) => [kind] as never,
};

describe('recordingReads', () => {
  it('passes each read on with its arguments and notes which kinds of read were made', async () => {
    const reads = new Set<PageRead>();
    const recorded = recordingReads(port, reads);
    expect(reads.size).toBe(0);
    expect(await recorded.pageMeta('/about-us')).toEqual({ title: '/about-us', description: null });
    expect(await recorded.companyFacts('testimonial')).toEqual(['testimonial']);
    expect(await recorded.companyFacts('award')).toEqual(['award']);
    expect(await recorded.posts('logistics-guide')).toEqual(['logistics-guide']);
    expect([...reads].sort()).toEqual(['companyFacts', 'pageMeta', 'posts']);
  });

  it('notes every read of the port', async () => {
    const reads = new Set<PageRead>();
    const recorded = recordingReads(port, reads);
    await Promise.all([recorded.cities(), recorded.city('dallas'), recorded.posts(), recorded.post('a'), recorded.formerPost('b'), recorded.pageMeta('/'), recorded.companyFacts('feature')]);
    expect([...reads].sort()).toEqual(Object.keys(port).sort());
  });
});
