/**
 * @jest-environment jsdom
 */
import '../../../test/no-style-injection.js';
import '../../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import { emptyPageData, testAssets, testSite as site } from '../../../test/fixtures.js';
import { renderPage, sitemapPaths } from '../../app/server.js';

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

describe('the confirmation pages of the lead forms (docs/product.md#45-forms-without-javascript)', () => {
  it.each([
    ['/quote-request-received', 'Quote Request Submitted!', 'within 15 minutes'],
    ['/freight-agent-inquiry-received', 'Inquiry received', 'within 15 minutes'],
    ['/carrier-application-received', 'Application received', 'within 15 minutes'],
  ])('%s says what was received with the 15-minute promise and the phone, noindex and out of the sitemap', async (path, title, promise) => {
    const { status, html } = await renderPage({ url: path, site, assets, data: emptyPageData });
    expect(status).toBe(200);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')!.textContent).toBe(title);
    expect(doc.querySelector('main')!.textContent).toContain(promise);
    expect(doc.querySelector(`main a[href="${site.phoneHref}"]`)).not.toBeNull();
    expect(doc.querySelector('meta[name="robots"]')!.getAttribute('content')).toMatch(/^noindex/);
    expect(sitemapPaths()).not.toContain(path);
  });

  it('the home page shows a refused post of its form, and no other form\'s', async () => {
    const posted = { form: 'home_quote' as const, values: { firstName: 'Dana', email: 'dana@' }, errors: { email: 'email must be a valid e-mail address' } };
    const home = new DOMParser().parseFromString((await renderPage({ url: '/', site, assets, data: emptyPageData, form: posted })).html, 'text/html');
    expect(home.querySelector<HTMLInputElement>('#contact input[name="firstName"]')!.value).toBe('Dana');
    expect(home.querySelector('#contact [data-error-summary] a')!.textContent).toBe('E-mail must be a valid e-mail address.');
    const other = await renderPage({ url: '/carrier-partner-application', site, assets, data: emptyPageData, form: posted });
    expect(other.html).not.toContain('data-error-summary');
  });
});

