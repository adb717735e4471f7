import type { PostFields } from '../../core/studio-posts.js';
import { fieldDiffs } from './revision-diff.js';

const fields = (overrides: Partial<PostFields> = {}): PostFields => ({
  title: 'Same-Day Freight',
  slug: 'same-day-freight',
  category: 'expedited-freight',
  excerpt: 'A van leaves within the hour.',
  author: 'Dispatch',
  bodyMarkdown: 'The van leaves within the hour.',
  metaTitle: null,
  metaDescription: null,
  coverImageId: null,
  coverAlt: null,
  ...overrides,
});

describe('fieldDiffs', () => {
  it('lists every field in the editor\'s order, with its label, unchanged when both hold the same', () => {
    const diffs = fieldDiffs(fields(), fields());
    expect(diffs.map((diff) => [diff.field, diff.label, diff.changed])).toEqual([
      ['title', 'Title', false],
      ['slug', 'Slug', false],
      ['category', 'Category', false],
      ['excerpt', 'Excerpt', false],
      ['author', 'Author', false],
      ['bodyMarkdown', 'Body', false],
      ['metaTitle', 'Meta title', false],
      ['metaDescription', 'Meta description', false],
      ['coverImageId', 'Cover image', false],
      ['coverAlt', 'Cover alt text', false],
    ]);
    expect(diffs[0]!.parts).toEqual([{ value: 'Same-Day Freight' }]);
  });

  it('marks the words only the older has removed and only the newer has added', () => {
    const body = fieldDiffs(fields(), fields({ bodyMarkdown: 'The van leaves within minutes.' })).find((diff) => diff.field === 'bodyMarkdown')!;
    expect(body.changed).toBe(true);
    expect(body.parts).toEqual([{ value: 'The van leaves within ' }, { value: 'the hour', removed: true }, { value: 'minutes', added: true }, { value: '.' }]);
  });

  it('compares a field that is empty (null) on one side as empty text', () => {
    const meta = fieldDiffs(fields(), fields({ metaTitle: 'Same-Day Freight in Charlotte' })).find((diff) => diff.field === 'metaTitle')!;
    expect(meta).toMatchObject({ changed: true, parts: [{ value: 'Same-Day Freight in Charlotte', added: true }] });
  });
});
