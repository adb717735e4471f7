import { parsePostDate, parsePostFile, PostFileError } from './post-file.js';

const FRONT = {
  title: 'Choosing a Carrier: Five Questions',
  slug: 'choosing-a-carrier',
  category: 'expedited-freight',
  excerpt: 'Five questions that tell a dependable carrier from the rest.',
  author: 'Dispatch Desk',
  publishedAt: '2025-05-20',
  updatedAt: '2025-06-01T09:30:00-05:00',
};
const FILE = 'src/blog/posts/choosing-a-carrier.md';

function fileText(front: Record<string, string | undefined> = {}, body = 'Body text.\n\n## More'): string {
  const lines = Object.entries({ ...FRONT, ...front })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return ['---', ...lines, '---', '', body, ''].join('\n');
}

const problem = (text: string, file = FILE): string => {
  try {
    parsePostFile(file, text);
  } catch (error) {
    expect(error).toBeInstanceOf(PostFileError);
    return (error as Error).message;
  }
  throw new Error('parsed');
};

describe('parsePostFile', () => {
  it('reads the front matter (a value is everything after the first ": ") and the body', () => {
    expect(parsePostFile(FILE, fileText())).toEqual({
      title: 'Choosing a Carrier: Five Questions',
      slug: 'choosing-a-carrier',
      category: 'expedited-freight',
      excerpt: 'Five questions that tell a dependable carrier from the rest.',
      author: 'Dispatch Desk',
      publishedAt: '2025-05-20T00:00:00.000Z',
      updatedAt: '2025-06-01T14:30:00.000Z',
      bodyMarkdown: 'Body text.\n\n## More',
    });
  });

  it('accepts CRLF line ends and a byte order mark', () => {
    const parsed = parsePostFile(FILE, `\uFEFF${fileText().replace(/\n/g, '\r\n')}`);
    expect(parsed.title).toBe(FRONT.title);
    expect(parsed.bodyMarkdown).toBe('Body text.\n\n## More');
  });

  it.each([
    ['no front matter', 'Just a body', 'must start with a front matter block'],
    ['an unclosed front matter', '---\ntitle: x\n', 'no closing "---"'],
    ['a missing key', fileText({ author: undefined }), 'missing "author" in the front matter'],
    ['two missing keys', fileText({ author: undefined, excerpt: undefined }), 'missing "excerpt", "author"'],
    ['an unknown key', fileText({ tags: 'a, b' }), 'unknown key "tags"'],
    ['a key given twice', fileText().replace('author: Dispatch Desk', 'author: A\nauthor: B'), '"author" is given twice'],
    ['an empty value', fileText({ excerpt: ' ' }), '"excerpt" is empty'],
    ['a line that is not key: value', fileText().replace('author: Dispatch Desk', 'author Dispatch Desk'), 'is not "key: value"'],
    ['an unknown category', fileText({ category: 'recipes' }), 'unknown category "recipes" (categories: expedited-freight, medical-transport, logistics-guide, industry-insights, case-studies)'],
    ['a slug unlike its file', fileText({ slug: 'another-post' }), 'slug "another-post" does not match the file name (expected another-post.md)'],
    ['a slug with capitals', fileText({ slug: 'Choosing-A-Carrier' }), 'must be lower-case letters and digits'],
    ['a bad published date', fileText({ publishedAt: '2025-02-30' }), 'publishedAt "2025-02-30" is not a date'],
    ['a date in another format', fileText({ publishedAt: '05/20/2025' }), 'publishedAt "05/20/2025" is not a date'],
    ['a time without a zone', fileText({ updatedAt: '2025-06-01T09:30:00' }), 'updatedAt "2025-06-01T09:30:00" is not a date'],
    ['an impossible hour', fileText({ updatedAt: '2025-06-01T25:00:00Z' }), 'updatedAt "2025-06-01T25:00:00Z" is not a date'],
    ['an update before publication', fileText({ updatedAt: '2025-01-01' }), 'updatedAt 2025-01-01 is before publishedAt 2025-05-20'],
    ['an empty body', fileText({}, '  \n'), 'the Markdown body after the front matter is empty'],
    ['a control character', fileText({ title: 'Bad\u0007title' }), '"title" holds a control character'],
    ['a title over 200 characters', fileText({ title: 'x'.repeat(201) }), '"title" is longer than 200 characters'],
  ])('refuses %s, naming the file', (_what, text, message) => {
    const error = problem(text);
    expect(error.startsWith(`Blog post ${FILE}: `)).toBe(true);
    expect(error).toContain(message);
  });

  it('refuses a slug that is a category address', () => {
    expect(problem(fileText({ slug: 'case-studies' }), 'src/blog/posts/case-studies.md')).toContain('slug "case-studies" is a category\'s address (/blog/case-studies)');
  });
});

describe('parsePostDate', () => {
  it.each([
    ['2025-01-15', '2025-01-15T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2025-01-15T09:30Z', '2025-01-15T09:30:00.000Z'],
    ['2025-01-15T09:30:15.250+02:00', '2025-01-15T07:30:15.250Z'],
  ])('%s is %s', (value, instant) => {
    expect(parsePostDate(value)).toBe(instant);
  });

  it.each(['2025-1-15', '2023-02-29', '2025-13-01', '2025-01-15T09:30:00', '2025-01-15 09:30Z', 'yesterday', '2025-01-15T09:60Z', '2025-01-15T09:30+15:00'])('refuses %s', (value) => {
    expect(parsePostDate(value)).toBeUndefined();
  });
});
