import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { ADMIN_PERMISSIONS, NOT_SIGNED_IN_MESSAGE } from '../../core/admin.js';
import { FACT_TEXTS, factName, type CompanyFactView } from '../../core/company-facts.js';
import { STARTING_FACTS } from '../../src/company-facts/starting-facts.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { findingsOnPage } from './audit-findings.js';
import { eventually } from '../support/wait.cjs';

// The company facts (docs/product.md#253-company-facts): the rows the migration seeded, the pages that
// show them, /api/admin/facts (who may read and change them, what it refuses, what it records), the
// optimizer's unconfirmed-fact warning, and a change on one instance reaching the other.

const PASSWORD = 'correct horse battery staple';
const ENV = { THROTTLE_LIMIT: '100000', ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', AUDIT_NEW_BUILD: 'off', ADMIN_JWT_SECRET: 'company-facts-secret-of-at-least-32-bytes' };
const AWARD = {
  title: 'Night Dispatch Recognition',
  organization: 'Freight Operations Forum',
  year: 2025,
  category: 'Industry recognition',
  detail: 'Dispatch & customer care',
  description: 'Recognized for the dispatch desk that answers every call at night.',
  image: 'award-customer-service.svg',
};

describe('company facts', () => {
  let a: TestApp;
  let b: TestApp;
  let db: pg.Client;
  let editor = '';
  let viewer = '';

  const on = (app: TestApp) => request(app.app.getHttpServer());
  const http = () => on(a);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const list = async (token = viewer) => (await http().get('/api/admin/facts').set(bearer(token)).expect(200)).body.facts as CompanyFactView[];

  const unconfirmedOn = (path: string) => findingsOnPage(http, editor, 'unconfirmed-fact', path);

  beforeAll(async () => {
    a = await createTestApp(ENV);
    b = await createTestApp(ENV, undefined, a.databaseUrl);
    db = new pg.Client({ connectionString: a.databaseUrl });
    await db.connect();
    editor = (await createSignedIn(a.app, 'facts.editor', 'editor', PASSWORD)).token;
    viewer = (await createSignedIn(a.app, 'facts.viewer', 'viewer', PASSWORD)).token;
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await b.close();
    await a.close();
  });

  it('seeded the starting facts in their order, all unconfirmed, readable by every role', async () => {
    const facts = await list(viewer);
    expect(facts.map(({ kind, fields }) => ({ kind, fields }))).toEqual(STARTING_FACTS.map(({ kind, fields }) => ({ kind, fields })));
    expect(facts.every((fact) => fact.confirmedBy === null && fact.confirmedAt === null && fact.image === null)).toBe(true);
    expect(facts[0]!.name).toBe(factName(STARTING_FACTS[0]!.kind, STARTING_FACTS[0]!.fields));
    expect((await http().get(`/api/admin/facts/${facts[0]!.id}`).set(bearer(viewer)).expect(200)).body.fact).toEqual(facts[0]);
  });

  it('the home page and the case studies page show them, each marked with its id', async () => {
    const facts = await list();
    const home = (await http().get('/').expect(200)).text;
    for (const fact of facts.filter((each) => each.kind === 'award')) expect(home).toContain(`data-fact-id="${fact.id}"`);
    const features = facts.filter((each) => each.kind === 'feature');
    for (const fact of features.slice(0, 2)) expect(home).toContain(`data-fact-id="${fact.id}"`);
    expect(home).toContain('Featured in freight and supply chain magazines');
    const cases = (await http().get('/case-studies').expect(200)).text;
    for (const fact of facts.filter((each) => each.kind === 'testimonial')) expect(cases).toContain(`data-fact-id="${fact.id}"`);
  });

  it('answers 401 without a session, 403 to a viewer who changes, 404 for an unknown fact', async () => {
    expect((await http().get('/api/admin/facts').expect(401)).body.error).toBe(NOT_SIGNED_IN_MESSAGE);
    await http().post('/api/admin/facts').send({ kind: 'award', fields: AWARD }).expect(401);
    const [first] = await list();
    const refused = await http().post(`/api/admin/facts/${first!.id}/confirm`).set(bearer(viewer)).send({}).expect(403);
    expect(refused.body.error).toBe(ADMIN_PERMISSIONS['content:change'].refusal);
    await http().put(`/api/admin/facts/${first!.id}`).set(bearer(viewer)).send({ fields: first!.fields }).expect(403);
    await http().delete(`/api/admin/facts/${first!.id}`).set(bearer(viewer)).expect(403);
    await http().post('/api/admin/facts').set(bearer(viewer)).send({ kind: 'award', fields: AWARD }).expect(403);
    expect((await http().get('/api/admin/facts/not-an-id').set(bearer(viewer)).expect(404)).body.error).toBe(FACT_TEXTS.noSuchFact);
    await http().get('/api/admin/facts/8e0b8a4e-1f7a-4f5e-9a53-3f1f1f1f1f1f').set(bearer(viewer)).expect(404);
    await http().post('/api/admin/facts/8e0b8a4e-1f7a-4f5e-9a53-3f1f1f1f1f1f/confirm').set(bearer(editor)).send({}).expect(404);
    expect((await list()).filter((fact) => fact.confirmedAt !== null)).toEqual([]);
  });

  it('refuses fields with 400 naming each one', async () => {
    const post = (body: object) => http().post('/api/admin/facts').set(bearer(editor)).send(body);
    expect((await post({ kind: 'prize', fields: AWARD }).expect(400)).body.fields).toEqual({ kind: FACT_TEXTS.kind });
    expect((await post({ kind: 'award' }).expect(400)).body.fields).toEqual({ fields: 'fields must be an object' });
    const bad = await post({ kind: 'award', fields: { ...AWARD, title: '', year: 'soon', detail: 'a\u0007b', colour: 'red' }, imageId: 'nope' }).expect(400);
    expect(bad.body.fields).toEqual({
      'fields.title': 'title is required',
      'fields.year': 'year must be a year from 1950 to 2100',
      'fields.detail': 'detail must not contain control characters or line breaks',
      'fields.colour': 'colour is not a field of this kind of fact',
      imageId: FACT_TEXTS.noSuchImage,
    });
    const noImage = await post({ kind: 'award', fields: AWARD, imageId: '8e0b8a4e-1f7a-4f5e-9a53-3f1f1f1f1f1f' }).expect(400);
    expect(noImage.body.fields).toEqual({ imageId: FACT_TEXTS.noSuchImage });
    const long = await post({ kind: 'testimonial', fields: { quote: 'q'.repeat(801), role: 'Manager', organization: 'Airline' } }).expect(400);
    expect(long.body.fields).toEqual({ 'fields.quote': 'quote must be at most 800 characters' });
    expect((await list()).length).toBe(STARTING_FACTS.length);
  });

  it('adds, changes (a confirmed fact becomes unconfirmed), confirms and removes, each in the audit trail', async () => {
    const created = (await http().post('/api/admin/facts').set(bearer(editor)).send({ kind: 'award', fields: { ...AWARD, title: `  ${AWARD.title} ` } }).expect(201)).body.fact as CompanyFactView;
    expect(created).toMatchObject({ kind: 'award', position: 6, fields: AWARD, confirmedBy: null, updatedBy: 'facts.editor', name: AWARD.title });
    expect((await http().get('/').expect(200)).text).toContain(`data-fact-id="${created.id}"`);

    const beforeConfirm = Date.now();
    const confirmed = (await http().post(`/api/admin/facts/${created.id}/confirm`).set(bearer(editor)).send({}).expect(200)).body.fact as CompanyFactView;
    expect(confirmed.confirmedBy).toBe('facts.editor');
    // Confirmed by this request: between the moment before it and now.
    expect(Date.parse(confirmed.confirmedAt!)).toBeGreaterThanOrEqual(beforeConfirm);
    expect(Date.parse(confirmed.confirmedAt!)).toBeLessThanOrEqual(Date.now());
    const row = (await db.query(`select confirmed_by, confirmed_at from company_fact where id = $1`, [created.id])).rows[0];
    expect(row.confirmed_by).toBe('facts.editor');

    // Saved unchanged: still confirmed, nothing recorded.
    const same = (await http().put(`/api/admin/facts/${created.id}`).set(bearer(editor)).send({ fields: AWARD }).expect(200)).body.fact as CompanyFactView;
    expect(same.confirmedBy).toBe('facts.editor');
    const changed = (await http().put(`/api/admin/facts/${created.id}`).set(bearer(editor)).send({ fields: { ...AWARD, year: 2024 } }).expect(200)).body.fact as CompanyFactView;
    expect(changed).toMatchObject({ fields: { ...AWARD, year: 2024 }, confirmedBy: null, confirmedAt: null });
    expect((await http().put(`/api/admin/facts/${created.id}`).set(bearer(editor)).send({ fields: { ...AWARD, image: 'logo.svg' } }).expect(400)).body.fields).toEqual({
      'fields.image': expect.stringContaining('image must be one of: '),
    });

    const removed = (await http().delete(`/api/admin/facts/${created.id}`).set(bearer(editor)).expect(200)).body.fact as CompanyFactView;
    expect(removed.id).toBe(created.id);
    await http().delete(`/api/admin/facts/${created.id}`).set(bearer(editor)).expect(404);
    expect((await http().get('/').expect(200)).text).not.toContain(`data-fact-id="${created.id}"`);

    const trail = (await db.query(`select action, actor, subject from admin_audit_event where action like 'fact_%' order by at`)).rows;
    expect(trail).toEqual(['fact_created', 'fact_confirmed', 'fact_changed', 'fact_removed'].map((action) => ({ action, actor: 'facts.editor', subject: created.id })));
    const change = (await db.query(`select details from admin_audit_event where action = 'fact_changed'`)).rows[0].details;
    expect(change).toMatchObject({ kind: 'award', name: AWARD.title, wasConfirmed: true });
  });

  it('an uploaded image shows on the page with its sizes instead of the built-in SVG; a change of image unconfirms', async () => {
    const bytes = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#1f4e79' } }).png().toBuffer();
    const uploaded = await http().post('/api/admin/media').set(bearer(editor)).field('alt', 'Plaque of the night dispatch award').attach('file', bytes, { filename: 'plaque.png', contentType: 'image/png' }).expect(201);
    const image = uploaded.body.image as { id: string; src: string; srcset: string; webpSrcset: string };
    const feature = (await list()).find((fact) => fact.kind === 'feature')!;
    await http().post(`/api/admin/facts/${feature.id}/confirm`).set(bearer(editor)).send({}).expect(200);
    const changed = (await http().put(`/api/admin/facts/${feature.id}`).set(bearer(editor)).send({ fields: feature.fields, imageId: image.id }).expect(200)).body.fact as CompanyFactView;
    expect(changed).toMatchObject({ image: { id: image.id, alt: 'Plaque of the night dispatch award' }, confirmedBy: null });
    const home = (await http().get('/').expect(200)).text;
    expect(home).toContain(`<source type="image/webp" srcSet="${image.webpSrcset}"`);
    expect(home).toContain(`srcSet="${image.srcset}"`);
    expect(home).toContain(`src="${image.src}"`);
    expect(home).toContain('alt="Plaque of the night dispatch award"');
    // Back to the built-in cover.
    await http().put(`/api/admin/facts/${feature.id}`).set(bearer(editor)).send({ fields: feature.fields, imageId: null }).expect(200);
    expect((await http().get('/').expect(200)).text).not.toContain(image.src);
  });

  it('a change on one instance reaches the pages of the other', async () => {
    const [award] = (await list()).filter((fact) => fact.kind === 'award');
    // B has the home page in its cache before the change.
    expect((await on(b).get('/').expect(200)).text).toContain(award!.name.replace(/'/g, '&#x27;'));
    const title = 'Regional Logistics Excellence Award';
    await http().put(`/api/admin/facts/${award!.id}`).set(bearer(editor)).send({ fields: { ...award!.fields, title } }).expect(200);
    await eventually(async () => (await on(b).get('/').expect(200)).text.includes(title), { timeoutMs: 5000, what: 'the other instance shows the change' });
    await http().put(`/api/admin/facts/${award!.id}`).set(bearer(editor)).send({ fields: award!.fields }).expect(200);
    await eventually(async () => !(await on(b).get('/').expect(200)).text.includes(title), { timeoutMs: 5000, what: 'the other instance shows the change back' });
  });

  it('the optimizer warns about each unconfirmed fact on /, and not once all of them are confirmed', async () => {
    const shown = (await list()).filter((fact) => fact.kind === 'award' || fact.kind === 'feature');
    expect((await unconfirmedOn('/')).sort()).toEqual(shown.map((fact) => fact.name).sort());
    for (const fact of shown) await http().post(`/api/admin/facts/${fact.id}/confirm`).set(bearer(editor)).send({}).expect(200);
    expect(await unconfirmedOn('/')).toEqual([]);
  });

  it('/admin/facts: the facts for every role, the buttons for admins and editors, a finding\'s fact opened', async () => {
    const seen = await http().get('/admin/facts').set(bearer(viewer)).expect(200);
    expect(seen.text).toContain('Company facts');
    expect(seen.text).toContain('Emergency Response Recognition');
    expect(seen.text).not.toContain('Add a fact');
    const opened = await http().get(`/admin/facts?fact=${encodeURIComponent('Emergency Response Recognition')}`).set(bearer(editor)).expect(200);
    expect(opened.text).toContain('Add a fact');
    expect(opened.text).toContain('Edit: Emergency Response Recognition');
    await http().get('/admin/facts').expect(401);
  });
});
