import type { TestingModuleBuilder } from '@nestjs/testing';
import request from 'supertest';
import type { CompanyFactView, TestimonialFields } from '../../core/company-facts.js';
import type { ViewsBundle } from '../../core/render-contract.js';
import { PageCache } from '../../src/render/page-cache.js';
import { VIEWS, viewsProvider, type Views } from '../../src/render/views-bundle.js';
import { eventually } from '../support/wait.cjs';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';

// A cached page leaves the page cache when what it read changes (docs/product.md#242-caches-across-instances),
// whichever page that is. The built views give a testimonials block to /case-studies alone; this fixture gives
// one to /about-us too. A testimonial changed on one instance must then reach both pages on both instances,
// while a page that reads no fact stays cached.

const PASSWORD = 'correct horse battery staple';
const ENV = { ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', AUDIT_NEW_BUILD: 'off', ADMIN_JWT_SECRET: 'page-cache-reads-secret-of-at-least-32-bytes' };
/** The fixture's second page with a testimonials block. */
const SECOND_PAGE = '/about-us';
/** A page that reads no company fact. */
const NO_FACTS_PAGE = '/hot-shot-trucking';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The built views, with /about-us also reading the testimonials and quoting the first before its footer. */
function withTestimonialsOnSecondPage(views: Views): Views {
  const bundle: ViewsBundle = {
    ...views.bundle,
    async renderPage(input) {
      const page = await views.bundle.renderPage(input);
      if (input.url.split('?')[0] !== SECOND_PAGE || page.status !== 200) return page;
      const [first] = await input.data.companyFacts('testimonial');
      const block = `<blockquote data-fixture-testimonial data-fact-id="${first!.id}">${escapeHtml(first!.fields.quote)}</blockquote>`;
      return { ...page, html: page.html.replace('<footer', `${block}<footer`) };
    },
  };
  return { ...views, bundle };
}

const fixtureViews = (builder: TestingModuleBuilder) =>
  builder.overrideProvider(VIEWS).useFactory({ factory: async () => withTestimonialsOnSecondPage(await viewsProvider.useFactory()) });

describe('the page cache drops the pages that read what changed', () => {
  let a: TestApp;
  let b: TestApp;
  let editor = '';
  const on = (app: TestApp) => request(app.app.getHttpServer());
  const cached = (app: TestApp, path: string) => app.app.get(PageCache).get(path) !== undefined;

  beforeAll(async () => {
    a = await createTestApp(ENV, fixtureViews);
    b = await createTestApp(ENV, fixtureViews, a.databaseUrl);
    editor = (await createSignedIn(a.app, 'cache.editor', 'editor', PASSWORD)).token;
  }, 120_000);

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a testimonial changed on one instance reaches the case studies and the fixture page on both, and nothing else is dropped', async () => {
    const facts = (await on(a).get('/api/admin/facts').set({ authorization: `Bearer ${editor}` }).expect(200)).body.facts as CompanyFactView[];
    const testimonial = facts.find((fact) => fact.kind === 'testimonial')!;
    const before = (testimonial.fields as TestimonialFields).quote;

    for (const app of [a, b]) {
      for (const path of ['/case-studies', SECOND_PAGE, NO_FACTS_PAGE]) await on(app).get(path).expect(200);
      expect((await on(app).get(SECOND_PAGE).expect(200)).text).toContain(`data-fixture-testimonial data-fact-id="${testimonial.id}">${escapeHtml(before)}<`);
      // Each page is held in each instance's cache before the change.
      expect(['/case-studies', SECOND_PAGE, NO_FACTS_PAGE].map((path) => cached(app, path))).toEqual([true, true, true]);
    }

    const quote = 'They took the call at midnight and the part was on the aircraft by six.';
    await on(a)
      .put(`/api/admin/facts/${testimonial.id}`)
      .set({ authorization: `Bearer ${editor}` })
      .send({ fields: { ...testimonial.fields, quote } })
      .expect(200);

    for (const app of [a, b]) {
      // The topic reaches the instance: both pages that read the testimonials leave its cache; the other stays.
      await eventually(() => !cached(app, SECOND_PAGE) && !cached(app, '/case-studies'), { timeoutMs: 5000, what: 'the pages that read the testimonials dropped' });
      expect(cached(app, NO_FACTS_PAGE)).toBe(true);
      for (const path of ['/case-studies', SECOND_PAGE]) {
        const html = (await on(app).get(path).expect(200)).text;
        expect(html).toContain(escapeHtml(quote));
        expect(html).not.toContain(escapeHtml(before));
      }
    }
  });
});
