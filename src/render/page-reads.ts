import type { PageDataPort } from '../../core/render-contract.js';

/** One of the page-data port's reads: what a cached page is tagged with (docs/product.md#242-caches-across-instances). */
export type PageRead = keyof PageDataPort;

/**
 * The port, noting in `reads` each kind of read a render makes. The page cache keeps them with the page,
 * so a change drops exactly the pages that read what changed (PageCache.dropReading), whichever pages
 * those are today.
 */
export function recordingReads(data: PageDataPort, reads: Set<PageRead>): PageDataPort {
  const note = <T>(read: PageRead, value: Promise<T>): Promise<T> => {
    reads.add(read);
    return value;
  };
  return {
    cities: () => note('cities', data.cities()),
    city: (urlPath) => note('city', data.city(urlPath)),
    posts: (category) => note('posts', data.posts(category)),
    post: (slug) => note('post', data.post(slug)),
    formerPost: (slug) => note('formerPost', data.formerPost(slug)),
    pageMeta: (path) => note('pageMeta', data.pageMeta(path)),
    companyFacts: (kind) => note('companyFacts', data.companyFacts(kind)),
  };
}
