/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { act } from 'react';
import { STUDIO_TEXTS, type PostCheckView, type StudioPostView } from '../../../core/studio-posts.js';
import { islandRoot } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { PostEditor } from './post-editor.js';
import { PREVIEW_DELAY_MS } from './post-preview.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TZ = 'America/New_York';

const post: StudioPostView = {
  id: 7,
  state: 'draft',
  version: 3,
  fields: { title: 'Hot shots explained', slug: 'hot-shots-explained', category: 'expedited-freight', excerpt: 'Why.', author: 'Dana', bodyMarkdown: 'ship it now', metaTitle: null, metaDescription: null, coverImageId: null, coverAlt: null },
  cover: null,
  liveSlug: null,
  unpublishedChanges: true,
  publishedAt: null,
  publishAt: null,
  changedAt: '2026-11-26T15:00:00.000Z',
  changedBy: 'dana',
};

function answer(status: number, body: unknown) {
  const json = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(json), headers: new Headers() };
}

describe('PostEditor', () => {
  const harness = islandRoot();
  const { fetchMock } = harness;
  /** Requests other than the preview's, as "METHOD url body". */
  const calls = () =>
    fetchMock.mock.calls.filter(([url]: [string]) => !url.endsWith('/preview')).map(([url, init]: [string, RequestInit]) => `${init.method} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
  const buttons = () => [...harness.container.querySelectorAll('button')].map(text);
  const button = (name: string) => {
    const found = [...harness.container.querySelectorAll('button')].find((b) => text(b) === name);
    if (!found) throw new Error(`No button "${name}" in: ${buttons().join(', ')}`);
    return found;
  };
  const field = <T extends HTMLElement = HTMLInputElement>(label: string) => document.getElementById([...harness.container.querySelectorAll('label')].find((l) => text(l) === label)!.htmlFor) as unknown as T;
  const type = (input: HTMLInputElement | HTMLTextAreaElement, value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input) as object, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const click = (element: HTMLElement) => act(async () => element.click());
  const mount = (props: Partial<Parameters<typeof PostEditor>[0]> = {}) => act(() => harness.root.render(<PostEditor post={post} canChange timeZone={TZ} {...props} />));

  /** Answers each call in turn by its method and path; the preview always answers an empty page. */
  const route = (answers: Record<string, () => ReturnType<typeof answer>>) =>
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      if (url.endsWith('/preview')) return Promise.resolve(answer(200, { success: true, html: '<h1>Preview</h1>', checks: [] }));
      const handler = answers[`${init.method} ${url}`];
      return handler ? Promise.resolve(handler()) : Promise.reject(new TypeError(`unexpected ${init.method} ${url}`));
    });

  beforeEach(() => {
    window.history.replaceState(null, '', '/admin/posts/new');
  });

  it('makes the slug from the title until the slug is written by hand, and shows the address', async () => {
    mount({ post: null });
    await type(field('Title'), 'Hot Shot & LTL');
    expect(field('Slug').value).toBe('hot-shot-and-ltl');
    expect(harness.container.textContent).toContain('/blog/hot-shot-and-ltl');
    await type(field('Slug'), 'my-own-address');
    await type(field('Title'), 'Hot Shot vs LTL');
    expect(field('Slug').value).toBe('my-own-address');
  });

  it('wraps the selection in bold from the toolbar and from Ctrl+B, keeping it selected in the body', async () => {
    mount();
    const body = field<HTMLTextAreaElement>('Body (Markdown)');
    body.setSelectionRange(5, 7);
    await click(button('Bold'));
    expect(body.value).toBe('ship **it** now');
    expect(document.activeElement).toBe(body);
    expect([body.selectionStart, body.selectionEnd]).toEqual([7, 9]);
    body.setSelectionRange(0, 4);
    act(() => void body.dispatchEvent(new KeyboardEvent('keydown', { key: 'i', ctrlKey: true, bubbles: true })));
    expect(body.value).toBe('_ship_ **it** now');
  });

  it('creates a new post on its first save and moves the address to the post', async () => {
    mount({ post: null });
    route({ 'POST /api/admin/posts': () => answer(201, { success: true, post }) });
    await type(field('Title'), 'Hot shots explained');
    await click(button('Save draft'));
    expect(calls()[0]).toMatch(/^POST \/api\/admin\/posts \{"fields":\{"title":"Hot shots explained"/);
    expect(window.location.pathname).toBe('/admin/posts/7');
    expect(text(harness.container.querySelector('[role="status"]')!)).toMatch(/^Saved at \d{1,2}:\d\d [AP]M$/);
  });

  it('heads a new post "New post" until its first save, then with the title it was saved with', async () => {
    mount({ post: null });
    const heading = () => text(harness.container.querySelector('h1')!);
    expect(heading()).toBe('New post');
    route({ 'POST /api/admin/posts': () => answer(201, { success: true, post }) });
    await type(field('Title'), 'Hot shots explained');
    expect(heading()).toBe('New post');
    await click(button('Save draft'));
    expect(heading()).toBe('Hot shots explained');
  });

  it('asks for no preview while the fields miss what a draft needs, and says what it waits for', async () => {
    jest.useFakeTimers();
    try {
      mount({ post: null });
      await act(async () => void jest.advanceTimersByTime(PREVIEW_DELAY_MS + 100));
      expect(fetchMock.mock.calls.filter(([url]: [string]) => url.endsWith('/preview'))).toEqual([]);
      expect(harness.container.textContent).toMatch(/The preview waits for: title /);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the fields the API refused beside them, and moves the focus to the first', async () => {
    mount();
    route({ 'PUT /api/admin/posts/7': () => answer(400, { success: false, error: 'Validation failed', fields: { slug: 'slug must not be the name of a category' } }) });
    await type(field('Slug'), 'case-studies');
    await click(button('Save draft'));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const slug = field('Slug');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(text(document.getElementById(slug.getAttribute('aria-describedby')!.split(' ').at(-1)!)!)).toBe('slug must not be the name of a category');
    expect(document.activeElement).toBe(slug);
  });

  it('keeps both texts after a stale save; Keep mine saves over their version', async () => {
    mount();
    const theirs: StudioPostView = { ...post, version: 4, fields: { ...post.fields, title: 'Their title' }, changedBy: 'sam' };
    route({ 'PUT /api/admin/posts/7': () => answer(409, { success: false, code: 'stale_version', error: STUDIO_TEXTS.stale, current: theirs }) });
    await type(field('Title'), 'My title');
    await click(button('Save draft'));
    const panel = [...harness.container.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === 'Someone else saved this post')!;
    expect(panel).toBeDefined();
    expect(panel.textContent).toContain('Your text');
    expect(panel.textContent).toContain('My title');
    expect(panel.textContent).toContain('Their text (saved by sam at');
    expect(panel.textContent).toContain('Their title');
    expect(field('Title').value).toBe('My title');

    route({ 'PUT /api/admin/posts/7': () => answer(200, { success: true, post: { ...theirs, version: 5, fields: { ...theirs.fields, title: 'My title' } } }) });
    await click(button('Keep mine'));
    expect(calls().at(-1)).toMatch(/^PUT \/api\/admin\/posts\/7 \{"version":4,"fields":\{"title":"My title"/);
    expect(buttons()).not.toContain('Keep mine');
  });

  it('asks to accept warnings before publishing, then resends with acceptWarnings', async () => {
    mount({ post: { ...post, fields: { ...post.fields } } });
    const warning: PostCheckView = { check: 'title-length', severity: 'warning', label: 'Title length', subject: 'Hot shots explained', message: 'The title is short.', fix: 'Write 30 to 60 characters.' };
    let accepted = false;
    route({
      'POST /api/admin/posts/7/publish': () =>
        accepted
          ? answer(200, { success: true, post: { ...post, state: 'published', liveSlug: post.fields.slug, unpublishedChanges: false, version: 4 } })
          : ((accepted = true), answer(422, { success: false, code: 'warnings_not_accepted', error: STUDIO_TEXTS.warningsNotAccepted, checks: [warning] })),
    });
    await click(button('Publish'));
    expect(harness.container.textContent).toContain('The title is short.');
    expect(harness.container.textContent).toContain('How to fix: Write 30 to 60 characters.');
    await click(button('Publish with 1 warnings'));
    expect(calls()).toEqual(['POST /api/admin/posts/7/publish {"version":3,"acceptWarnings":false}', 'POST /api/admin/posts/7/publish {"version":3,"acceptWarnings":true}']);
    expect(text(harness.container.querySelector('[role="status"]')!)).toMatch(/^Published at/);
    expect(harness.container.querySelector('a[href="/blog/hot-shots-explained"]')).not.toBeNull();
  });

  it('uploads a cover with its alt text, shows the server\'s refusal, and goes back to the generated artwork', async () => {
    mount();
    const image = { id: '0b8f7c1e-8f43-4f6a-9d2b-6a1f1d2c3b4a', alt: 'A van at a dock', width: 1200, height: 675, type: 'jpeg', src: '/media/uploads/a.jpg', srcset: '', webpSrcset: '' };
    let refused = false;
    route({ 'POST /api/admin/media': () => (refused ? answer(201, { success: true, image }) : ((refused = true), answer(415, { success: false, error: 'Upload a JPEG, PNG or WebP image' }))) });
    const file = field('Upload an image');
    Object.defineProperty(file, 'files', { value: [new File(['x'], 'van.jpg', { type: 'image/jpeg' })], configurable: true });
    act(() => void file.dispatchEvent(new Event('change', { bubbles: true })));
    await type(field('Alt text of the image to upload (required)'), 'A van at a dock');
    await click(button('Upload the cover'));
    expect(harness.container.textContent).toContain('Upload a JPEG, PNG or WebP image');
    await click(button('Upload the cover'));
    expect(harness.container.querySelector<HTMLImageElement>('img[src="/media/uploads/a.jpg"]')!.alt).toBe('A van at a dock');
    expect(field('Cover alt text').value).toBe('A van at a dock');
    route({ 'PUT /api/admin/posts/7': () => answer(200, { success: true, post: { ...post, version: 4, cover: image, fields: { ...post.fields, coverImageId: image.id, coverAlt: image.alt } } }) });
    await click(button('Save draft'));
    expect(calls().at(-1)).toContain(`"coverImageId":"${image.id}","coverAlt":"A van at a dock"`);
    await click(button('Use the generated artwork'));
    expect(harness.container.querySelector('img')).toBeNull();
    expect(harness.container.textContent).toContain('Generated artwork: made from the title and the category.');
  });

  it('compares two revisions: removed words marked in the older text, added words in the newer, in words too', async () => {
    mount();
    const revision = (id: number, kind: 'save' | 'autosave') => ({ id, version: id, kind, title: 'Hot shots', savedBy: 'dana', savedAt: '2026-11-26T15:00:00.000Z', restoredFrom: null });
    route({
      'GET /api/admin/posts/7/revisions': () => answer(200, { success: true, revisions: [revision(2, 'save'), revision(1, 'autosave')] }),
      'GET /api/admin/posts/7/revisions/compare?from=1&to=2': () =>
        answer(200, {
          success: true,
          from: revision(1, 'autosave'),
          to: revision(2, 'save'),
          fields: [
            { field: 'title', label: 'Title', changed: true, parts: [{ value: 'Hot ' }, { value: 'shot', removed: true }, { value: 'shots', added: true }] },
            { field: 'excerpt', label: 'Excerpt', changed: false, parts: [{ value: 'Why.' }] },
          ],
        }),
    });
    const details = harness.container.querySelector('details')!;
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await click(button('Compare'));
    const del = harness.container.querySelector('del')!;
    const ins = harness.container.querySelector('ins')!;
    expect(text(del)).toBe('[removed: shot]');
    expect(text(ins)).toBe('[added: shots]');
    expect([...harness.container.querySelectorAll('h4')].map(text)).toContain('Title');
    expect([...harness.container.querySelectorAll('h4')].map(text)).not.toContain('Excerpt');
  });

  it('schedules for a time in the desk\'s zone, showing the API\'s refusal of publishAt beside the field', async () => {
    mount();
    route({ 'POST /api/admin/posts/7/schedule': () => answer(400, { success: false, error: 'Validation failed', fields: { publishAt: STUDIO_TEXTS.publishAtPast } }) });
    const when = field(`Publish at (${TZ})`);
    expect(when.type).toBe('datetime-local');
    await type(when, '2020-01-01T09:00');
    await click(button('Schedule'));
    expect(calls()).toEqual(['POST /api/admin/posts/7/schedule {"version":3,"publishAt":"2020-01-01T09:00","acceptWarnings":false}']);
    expect(when.getAttribute('aria-invalid')).toBe('true');
    expect(text(document.getElementById(when.getAttribute('aria-describedby')!)!)).toBe(STUDIO_TEXTS.publishAtPast);
  });

  it('asks before unpublishing, saying the address will answer 410', async () => {
    mount({ post: { ...post, state: 'published', liveSlug: 'hot-shots-explained', unpublishedChanges: false } });
    route({ 'POST /api/admin/posts/7/unpublish': () => answer(200, { success: true, post: { ...post, state: 'unpublished', liveSlug: 'hot-shots-explained' } }) });
    await click(button('Unpublish'));
    expect(calls()).toEqual([]);
    expect(harness.container.textContent).toContain('/blog/hot-shots-explained will answer 410 Gone');
    await click(button('Unpublish now'));
    expect(calls()).toEqual(['POST /api/admin/posts/7/unpublish {}']);
    expect(harness.container.textContent).toContain('Unpublished');
  });

  it('saves while typing at most every 5 s (kind autosave), and says when', async () => {
    jest.useFakeTimers();
    try {
      mount();
      route({ 'PUT /api/admin/posts/7': () => answer(200, { success: true, post: { ...post, version: 4 } }) });
      await type(field('Title'), 'Hot shots, explained');
      await act(async () => void (await jest.advanceTimersByTimeAsync(4000)));
      await type(field('Title'), 'Hot shots, explained again');
      expect(calls()).toEqual([]);
      await act(async () => void (await jest.advanceTimersByTimeAsync(1100)));
      expect(calls()).toHaveLength(1);
      expect(calls()[0]).toMatch(/^PUT \/api\/admin\/posts\/7 \{"version":3,"fields":\{"title":"Hot shots, explained again".*"kind":"autosave"\}$/);
      expect(text(harness.container.querySelector('[role="status"]')!)).toMatch(/^Saved at /);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a viewer every field read-only, without Save draft, Publish or the toolbar', () => {
    mount({ canChange: false });
    expect(buttons()).not.toContain('Save draft');
    expect(buttons()).not.toContain('Publish');
    expect(buttons()).not.toContain('Bold');
    expect(field('Title').readOnly).toBe(true);
    expect(field<HTMLTextAreaElement>('Body (Markdown)').readOnly).toBe(true);
    expect(field<HTMLSelectElement>('Category').disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
