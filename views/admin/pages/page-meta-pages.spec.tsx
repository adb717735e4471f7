/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { act } from 'react';
import type { PageMetaRowView, PageMetaView } from '../../../core/page-meta.js';
import { renderedAdminPage } from '../../../test/admin-page.js';
import { islandRoot, jsonAnswer } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { adminBase, viewerBase } from '../shared/admin-fixtures.js';
import { PageMetaEditor } from './page-meta-editor.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const render = renderedAdminPage;

const answer = jsonAnswer;

const rows: PageMetaRowView[] = [
  { path: '/about-us', family: 'company', title: 'About Us | Blue Ridge Expedite', description: 'Who we are.', overridden: false },
  { path: '/locations/austin-expedite', family: 'city', title: 'Austin Expedited Freight 24/7', description: 'Austin freight.', overridden: true },
];

const DEFAULTS = { title: 'About Us | Blue Ridge Expedite', description: 'Meet the dispatch desk that moves urgent freight across the country, every hour of every day.' };
const pageView = (override: PageMetaView['override'] = null): PageMetaView => ({
  path: '/about-us',
  family: 'company',
  defaults: DEFAULTS,
  override,
  effective: { title: override?.title ?? DEFAULTS.title, description: override?.description ?? DEFAULTS.description },
  checks: [],
});
const LONG_TITLE = 'About the expedite team that keeps urgent freight moving day and night';
const tooLong = { field: 'title', check: 'title-length', severity: 'warning', label: 'Title too long', message: 'The title is 71 characters; at most 60 show in search results.', fix: 'Shorten it.' };

describe('/admin/pages (server HTML)', () => {
  it('lists each page with its title and description, linking to its editor, the overridden ones marked', async () => {
    const { status, doc, islands, main } = await render('/admin/pages', { ...adminBase, kind: 'pages', query: '', pages: rows });
    expect(status).toBe(200);
    expect(islands).toEqual(['SignOutButton']);
    expect(text(main.querySelector('h1')!)).toBe('Pages');
    const items = [...main.querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('a')!.getAttribute('href'))).toEqual(['/admin/pages/meta?path=%2Fabout-us', '/admin/pages/meta?path=%2Flocations%2Faustin-expedite']);
    expect(text(items[0]!)).not.toContain('Overridden');
    expect(text(items[1]!)).toContain('Overridden');
    expect(text(items[1]!)).toContain('Austin Expedited Freight 24/7');
    expect(doc.querySelector('nav[aria-label="Admin"] a[aria-current="page"]')!.textContent).toBe('Pages');
    expect(doc.querySelector<HTMLInputElement>('input[name="q"]')!.labels![0]!.textContent).toBe('Search by path or title');
  });

  it('every role sees the Pages link; the not-found editor answers 404', async () => {
    const viewer = await render('/admin/pages', { ...viewerBase, kind: 'pages', query: 'zzz', pages: [] });
    expect([...viewer.doc.querySelectorAll('nav[aria-label="Admin"] a')].map((a) => a.textContent)).toContain('Pages');
    expect(text(viewer.main)).toContain('No page matches');
    expect((await render('/admin/pages/meta', { ...adminBase, kind: 'page-meta-not-found' })).status).toBe(404);
  });
});

describe('PageMetaEditor', () => {
  const harness = islandRoot();
  const { fetchMock } = harness;
  const calls = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
  const button = (name: string) => [...harness.container.querySelectorAll('button')].find((b) => text(b) === name);
  const field = (label: string) => document.getElementById([...harness.container.querySelectorAll('label')].find((l) => text(l) === label)!.htmlFor) as HTMLInputElement;
  const type = (input: HTMLInputElement | HTMLTextAreaElement, value: string) =>
    act(() => {
      const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 450)));
  const mount = (page: PageMetaView = pageView(), canChange = true) => act(() => harness.root.render(<PageMetaEditor page={page} canChange={canChange} timeZone="America/New_York" />));

  it('counts as the person types and asks for the checks once typing pauses, showing them under the field', async () => {
    mount();
    expect(text(harness.container)).toContain(`${DEFAULTS.title.length} characters (the page’s own); 30-60 wanted`);
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, checks: [tooLong] }));
    await type(field('Title'), 'About');
    await type(field('Title'), LONG_TITLE);
    expect(text(harness.container)).toContain(`${LONG_TITLE.length} characters; 30-60 wanted`);
    await pause();
    expect(calls()).toEqual([`POST /api/admin/pages/meta/check {"path":"/about-us","title":"${LONG_TITLE}","description":""}`]);
    const described = field('Title').getAttribute('aria-describedby')!.split(' ');
    expect(text(document.getElementById(described.at(-1)!)!)).toContain('Title too long');
  });

  it('refuses control characters next to the field without asking the server', async () => {
    mount();
    await type(field('Title'), 'Tab\there');
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(text(harness.container.querySelector('[role="alert"]')!)).toBe('title must not contain control characters or line breaks');
    await pause();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves, then goes back to the default only after asking', async () => {
    mount();
    await type(field('Meta description'), 'A description of the team that is long enough to be one for search results.');
    fetchMock.mockResolvedValue(answer(200, { success: true, checks: [] }));
    await pause();
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, page: pageView({ title: null, description: 'A description of the team that is long enough to be one for search results.', updatedBy: 'alice', updatedAt: '2026-11-23T19:30:00.000Z' }) }));
    await act(async () => harness.container.querySelector('form')!.requestSubmit());
    expect(calls().at(-1)).toBe('PUT /api/admin/pages/meta {"path":"/about-us","title":"","description":"A description of the team that is long enough to be one for search results."}');
    expect(text(harness.container.querySelector('[role="status"]')!)).toBe('Saved. The page shows it now.');
    expect(text(harness.container)).toContain('Overridden by alice');
    const before = fetchMock.mock.calls.length;
    await act(async () => button('Back to the default')!.click());
    expect(fetchMock.mock.calls.length).toBe(before);
    expect(text(harness.container)).toContain('Go back to the default?');
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, page: pageView() }));
    await act(async () => button('Yes, back to the default')!.click());
    expect(calls().at(-1)).toBe('DELETE /api/admin/pages/meta?path=%2Fabout-us');
    expect(field('Meta description').value).toBe('');
    expect(button('Back to the default')).toBeUndefined();
  });

  it('a viewer reads the values and the checks, with no button and no live check', async () => {
    mount({ ...pageView({ title: LONG_TITLE, description: null, updatedBy: 'alice', updatedAt: '2026-11-23T19:30:00.000Z' }), checks: [tooLong] as PageMetaView['checks'] }, false);
    expect(field('Title').readOnly).toBe(true);
    expect(field('Title').value).toBe(LONG_TITLE);
    expect(harness.container.querySelectorAll('button')).toHaveLength(0);
    expect(text(harness.container)).toContain('Title too long');
  });
});
