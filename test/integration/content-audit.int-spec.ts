import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import type { AuditCheckId, AuditReportView, AuditRunView, PageFamily, PageRecheckView } from '../../core/content-audit.js';
import { ALREADY_RUNNING_MESSAGE, PAGE_FAMILIES } from '../../core/content-audit.js';
import { CitySeeder } from '../../src/locations/city-seeder.js';
import { committedCityData } from '../../src/locations/committed-city-data.js';
import { RenderService } from '../../src/render/render.service.js';
import { eventually } from '../support/wait.cjs';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { validationRefusal } from './validation-refusal.js';

const PASSWORD = 'correct horse battery staple';
const DALLAS = '/locations/dallas-tx-expedite';

/**
 * What a crawler or a search engine trips on: one H1; a title of at most 60 characters and a description of
 * 50-160 (AUDIT_LIMITS), neither repeated on another page; the page's own canonical (an alias: its page's);
 * JSON-LD with @context and @type, of the types the page's family needs; the sitemap listing exactly the
 * indexable pages; every internal link leading to a listed page (or an alias) that answers 200, with the
 * anchor it names, without a redirect; and no listed page that nothing links to. Together the last two
 * mean every page of the sitemap answers 200. The whole-site audit checks each on every page it renders;
 * a warning or a notice of these is a failure here.
 */
const CRAWLER_CHECKS = [
  'h1',
  'title-missing',
  'title-length',
  'title-duplicate',
  'description-missing',
  'description-length',
  'description-duplicate',
  'canonical',
  'structured-data',
  'structured-data-types',
  'robots-sitemap',
  'broken-link',
  'redirected-link',
  'unlisted-link',
  'orphan',
] as const satisfies readonly AuditCheckId[];

/** How long a test waits for an audit run to end: a deadline for a failure, not a speed budget. */
const RUN_ENDS_WITHIN_MS = 300_000;

describe('content optimizer', () => {
  // A whole-site audit takes 25 s on an idle machine and minutes on a busy 2-core one: a test waits for each
  // of its runs (at most two) up to the deadline of finished(), not for a time of jest's own.
  jest.setTimeout(2 * RUN_ENDS_WITHIN_MS + 60_000);
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  let adminToken: string;
  let viewerToken: string;

  const http = () => request(app.getHttpServer());
  const get = (path: string, token = adminToken) => http().get(path).set('Authorization', `Bearer ${token}`);
  const start = (token = adminToken) => http().post('/api/admin/audits').set('Authorization', `Bearer ${token}`).send({});

  /** Polls a run until it is done or failed, then answers its report (under the query's filter). */
  function finished(id: string, query = ''): Promise<{ run: AuditRunView; report: AuditReportView | null }> {
    return eventually(
      async () => {
        const res = await get(`/api/admin/audits/${id}${query}`).expect(200);
        return (res.body.run.status === 'done' || res.body.run.status === 'failed') && (res.body as { run: AuditRunView; report: AuditReportView | null });
      },
      { timeoutMs: RUN_ENDS_WITHIN_MS, what: `audit run ${id} to finish`, everyMs: 200 },
    );
  }

  /** Starts a run and waits for its report. */
  async function audit(query = ''): Promise<{ run: AuditRunView; report: AuditReportView }> {
    const res = await start().expect(202);
    const result = await finished(res.body.run.id, query);
    expect(result.run).toMatchObject({ status: 'done', error: null });
    return result as { run: AuditRunView; report: AuditReportView };
  }

  beforeAll(async () => {
    // This app audits its build at start, as production does (the other suites turn that off).
    testApp = await createTestApp({ AUDIT_NEW_BUILD: 'on' });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    adminToken = (await createSignedIn(app, 'audit.admin', 'admin', PASSWORD)).token;
    viewerToken = (await createSignedIn(app, 'audit.viewer', 'viewer', PASSWORD)).token;
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('audits the new build at start, and finds no errors on the real site', async () => {
    const { runs } = (await get('/api/admin/audits').expect(200)).body as { runs: AuditRunView[] };
    expect(runs).toHaveLength(1);
    expect(runs[0]!.startedBy).toBe('new build');
    const { run, report } = await finished(runs[0]!.id, '?severity=error');
    expect(run.status).toBe('done');
    expect(run.buildTime).toBe(app.get(RenderService).assets.builtAt);
    const sitemap = (await http().get('/sitemap.xml').expect(200)).text.match(/<loc>/g)!.length;
    // Every sitemap URL, the two aliases and the not-found page.
    expect(run.pages).toBe(sitemap + 3);
    expect(report!.pages.flatMap((page) => page.findings.map((f) => `${page.path}: ${f.check} ${f.subject}`))).toEqual([]);
    expect(run.counts.error).toBe(0);
  });

  it('finds nothing a crawler trips on, at any severity, on any page of the sitemap, either alias or the not-found page', async () => {
    const { runs } = (await get('/api/admin/audits').expect(200)).body as { runs: AuditRunView[] };
    const built = runs.at(-1)!;
    expect(built.startedBy).toBe('new build');
    await finished(built.id);
    // Home, 35 marketing pages, the locations index, 4 state pages and 300+ cities, the blog, its 5
    // categories and 12+ articles.
    const sitemap = [...(await http().get('/sitemap.xml').expect(200)).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(sitemap.length).toBeGreaterThanOrEqual(359);
    const found: string[] = [];
    for (const check of CRAWLER_CHECKS) {
      const { report } = await finished(built.id, `?check=${check}`);
      found.push(...report!.pages.flatMap((page) => page.findings.map((f) => `${page.path}: ${f.check} ${f.subject}: ${f.message}`)));
    }
    expect(found).toEqual([]);

    // The aliases answer with their canonical page's address, and only that page is in the sitemap.
    for (const [alias, canonical] of [
      ['/hand-carry-delivery', '/hand-carry-on-board-courier'],
      ['/carrier-partners', '/carrier-partner-application'],
    ]) {
      const page = await http().get(alias).redirects(0).expect(200);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(page.text)?.[1]).toBe(`${process.env.SITE_ORIGIN}${canonical}`);
      expect(sitemap).not.toContain(alias);
      expect(sitemap).toContain(canonical);
    }

    // The files the blog links to answer: its feed, which the audit takes as there without asking (a link
    // to any other file is a page that is not found, a broken link above).
    const files = [...(await http().get('/blog').expect(200)).text.matchAll(/<a [^>]*href="(\/[^"?#]*\.[a-z0-9]+)"/gi)].map((m) => m[1]!);
    expect(files).toContain('/blog/feed.xml');
    for (const file of files) await http().get(file).redirects(0).expect(200);
  });

  it("checks one page again with the site audit's rules: on the unchanged site, the same findings and score as the run", async () => {
    const { runs } = (await get('/api/admin/audits').expect(200)).body as { runs: AuditRunView[] };
    const run = (await finished(runs.at(-1)!.id)).run;
    const renderer = app.get(RenderService);
    const sitemap = [...(await http().get('/sitemap.xml').expect(200)).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const aliases = renderer.pageAliases().map((alias) => alias.path);
    const counted = (await db.query(`select path, count(*)::int as n from audit_finding where run_id = $1 group by path`, [run.id])).rows as { path: string; n: number }[];
    const findings = new Map(counted.map((row) => [row.path, row.n]));
    // Of each family, the page with the most findings in the run (the first by path among equals).
    const chosen = new Map<PageFamily, string>();
    for (const path of [...sitemap].sort()) {
      const family = renderer.pageFamily(path);
      const best = chosen.get(family);
      if (best === undefined || (findings.get(path) ?? 0) > (findings.get(best) ?? 0)) chosen.set(family, path);
    }
    chosen.set('not-found', '/404');
    expect([...chosen.keys()].sort()).toEqual([...PAGE_FAMILIES].sort());
    for (const path of [...chosen.values(), ...aliases]) {
      const family = path === '/404' ? 'not-found' : renderer.pageFamily(path);
      const report = (await get(`/api/admin/audits/${run.id}?family=${family}&path=${encodeURIComponent(path)}`).expect(200)).body.report as AuditReportView;
      const inRun = report.pages.find((page) => page.path === path) ?? { path, family, score: 100, counts: { error: 0, warning: 0, notice: 0 }, findings: [], views: 0 };
      const checked = (await http().post('/api/admin/audits/pages').set('Authorization', `Bearer ${viewerToken}`).send({ path }).expect(200)).body.page as PageRecheckView;
      expect({ path, family: checked.family, score: checked.score, counts: checked.counts, findings: checked.findings, views: checked.views }).toEqual(inRun);
    }
  });

  it("links every finding whose fix is in a post to the post's editor, and says a thin section on a post's page is the post's to lengthen", async () => {
    const { runs } = (await get('/api/admin/audits').expect(200)).body as { runs: AuditRunView[] };
    const { report } = await finished(runs.at(-1)!.id, '?family=post');
    const posts = new Map((await db.query(`select id, slug from post where state = 'published'`)).rows.map((row) => [`/blog/${row.slug}`, row.id as number]));
    const figures = report!.pages.flatMap((page) => page.findings.filter((finding) => finding.check === 'unapproved-figure').map((finding) => ({ path: page.path, ...finding })));
    expect(figures.length).toBeGreaterThan(0);
    for (const finding of figures) expect(finding.fixPlace).toEqual({ label: 'Open the post in the studio', href: `/admin/posts/${posts.get(finding.path)}` });
    // On the blog's lists, a figure comes from a post's title or excerpt: its fix is in that post too.
    const listed = (await finished(runs.at(-1)!.id, '?family=blog&check=unapproved-figure')).report!.pages.flatMap((page) => page.findings);
    expect(listed.length).toBeGreaterThan(0);
    for (const finding of listed) {
      const [shown] = (await db.query(`select id from post where state = 'published' and (title like $1 or excerpt like $1) order by published_at desc, id desc`, [`%${finding.subject}%`])).rows;
      expect(finding.fixPlace).toEqual({ label: 'Open the post in the studio', href: `/admin/posts/${shown.id}` });
    }

    // A studio post with a short title, excerpt and body: its opening section and its body are thin.
    const fields = { title: 'Dock notes', slug: 'dock-notes', category: 'logistics-guide', excerpt: 'What the dock checks.', author: 'Dispatch Team', bodyMarkdown: 'Check the seal.' };
    const { post } = (await http().post('/api/admin/posts').set('Authorization', `Bearer ${adminToken}`).send({ fields }).expect(201)).body;
    await http().post(`/api/admin/posts/${post.id}/publish`).set('Authorization', `Bearer ${adminToken}`).send({ version: post.version, acceptWarnings: true }).expect(200);
    const checked = (await http().post('/api/admin/audits/pages').set('Authorization', `Bearer ${viewerToken}`).send({ path: '/blog/dock-notes' }).expect(200)).body.page as PageRecheckView;
    expect(checked.findings.filter((finding) => finding.check === 'section-length')).toEqual([
      {
        check: 'section-length',
        subject: 'section "Dock notes"',
        message: expect.stringMatching(/^The section has \d+ characters of text; at least 500 are needed\.$/),
        severity: 'warning',
        fix: "Lengthen the post's excerpt (at most 500 characters), the post's own text in the page's opening section, or its body when the short section is the article itself, until the section has at least 500 characters of text.",
        fixPlace: { label: 'Open the post in the studio', href: `/admin/posts/${post.id}` },
      },
    ]);
    expect(checked.findings.every((finding) => finding.fixPlace?.href === `/admin/posts/${post.id}`)).toBe(true);
  });

  it('reports a city title made too long through the seeder, then resolves it after the fix; of two starts at once, one runs (202) and one is refused (409)', async () => {
    const seeder = app.get(CitySeeder);
    const data = structuredClone(committedCityData());
    const dallas = data.cities.find((city) => `/locations/${city.urlPath}` === DALLAS)!;
    dallas.titleTag = 'Dallas Expedited Freight, Hand-Carry and Hot Shot Courier Services, TX';
    expect(dallas.titleTag).toHaveLength(70);
    await seeder.run(data);

    const reported = await audit('?check=title-length');
    const page = reported.report.pages.find((p) => p.path === DALLAS);
    expect(page?.family).toBe('city');
    expect(page?.findings).toEqual([expect.objectContaining({ check: 'title-length', severity: 'warning', fix: expect.stringContaining('60 characters') })]);
    expect(reported.report.newFindings).toBe(1);

    await seeder.run(committedCityData());
    // One audit at a time: the run after the fix is started twice at once.
    const [a, b] = await Promise.all([start(), start()]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    const conflict = a.status === 409 ? a : b;
    const accepted = a.status === 202 ? a : b;
    expect(conflict.body).toEqual({ success: false, error: ALREADY_RUNNING_MESSAGE, run: expect.objectContaining({ id: accepted.body.run.id }) });
    const fixed = await finished(accepted.body.run.id, '?check=title-length');
    expect(fixed.run).toMatchObject({ status: 'done', error: null });
    expect(fixed.report!.pages.find((p) => p.path === DALLAS)).toBeUndefined();
    expect(fixed.report!.previous?.id).toBe(reported.run.id);
    expect(fixed.report!.resolved).toEqual([expect.objectContaining({ path: DALLAS, check: 'title-length' })]);
    const started = await db.query(`select actor, subject from admin_audit_event where action = 'content_audit_started' and subject = $1`, [accepted.body.run.id]);
    expect(started.rows).toEqual([{ actor: 'audit.admin', subject: accepted.body.run.id }]);
  });

  it('refuses a field in the body of a start with 400 naming it, and starts nothing', async () => {
    const before = (await get('/api/admin/audits').expect(200)).body.runs.length as number;
    const force = await http().post('/api/admin/audits').set('Authorization', `Bearer ${adminToken}`).send({ force: true }).expect(400);
    expect(force.body).toEqual(validationRefusal(force, '{"force":"property force should not exist"}'));
    const proto = await http().post('/api/admin/audits').set('Authorization', `Bearer ${adminToken}`).set('Content-Type', 'application/json').send('{"__proto__":{"force":true}}').expect(400);
    expect(proto.body).toEqual(validationRefusal(proto, '{"__proto__":"property __proto__ should not exist"}'));
    expect((await get('/api/admin/audits').expect(200)).body.runs).toHaveLength(before);
  });

  it('lets a viewer read the runs but not start one', async () => {
    expect((await start(viewerToken).expect(403)).body.success).toBe(false);
    const { runs } = (await get('/api/admin/audits', viewerToken).expect(200)).body as { runs: AuditRunView[] };
    const stored = (await db.query(`select id from audit_run order by queued_at desc`)).rows.map((row) => row.id);
    expect(runs.map((run) => run.id)).toEqual(stored);
    // The run the start queued is there whatever else ran before.
    const built = runs.at(-1)!;
    await finished(built.id);
    expect((await get(`/api/admin/audits/${built.id}`, viewerToken).expect(200)).body.report.run.id).toBe(built.id);
  });

  it('refuses a filter it does not know with 400 naming the field, and an unknown run with 404', async () => {
    const { runs } = (await get('/api/admin/audits').expect(200)).body as { runs: AuditRunView[] };
    const bad = await get(`/api/admin/audits/${runs[0]!.id}?severity=fatal&family=moon`).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['family', 'severity']);
    await get('/api/admin/audits/5b0f3c52-8d7e-4a51-9c1e-1f2a3b4c5d6e').expect(404);
    await get('/api/admin/audits/not-a-run').expect(404);
    await http().get('/api/admin/audits').expect(401);
  });

  it('shows the latest report on the dashboard, filtered by the query', async () => {
    const cookie = String((await http().post('/api/admin/login').send({ username: 'audit.viewer', password: PASSWORD }).expect(200)).headers['set-cookie']![0]).split(';')[0]!;
    const page = await http().get('/content-optimizer?family=city&check=nonsense').set('Cookie', cookie).expect(200);
    expect(page.text).toContain('Content audit');
    expect(page.text).not.toContain('Run audit now');
  });
});
