import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '../../src/database/embedded-postgres.js';
import { JobQueue } from '../../src/queue/job-queue.js';
import { METRICS_UNAUTHORIZED_MESSAGE } from '../../src/metrics/http-metrics.js';
import { eventually } from '../support/wait.cjs';
import { createTestApp, type TestApp } from './app.js';
import { freshDatabase, type TestDatabase } from './database.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const CITY = '/locations/dallas-tx-expedite';
const LEAD_ID = '6f1d3c2a-4b5e-4f60-8a7b-9c0d1e2f3a4b';

const quote = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana.reyes@shipper.test',
  phone: '(704) 555-0142',
  service: 'medical-transport',
  message: 'Infusion pump, needs to be in Raleigh by 6 PM.',
};

/** The value of one series in an exposition text (labels exactly as written), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Every value the `route` label takes in the exposition. */
const routeLabels = (text: string): Set<string> => new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]!));

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    delete process.env.METRICS_TOKEN;
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('is an unknown path: the HTML not-found page, with or without a bearer token', async () => {
    const server = testApp.app.getHttpServer();
    const unknown = await request(server).get('/no-such-page').expect(404);
    for (const auth of [undefined, `Bearer ${TOKEN}`]) {
      const res = request(server).get('/metrics');
      const answer = await (auth ? res.set('Authorization', auth) : res).expect(404);
      expect(answer.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['www-authenticate']).toBeUndefined();
      expect(answer.text).not.toContain('http_requests_total');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();
  const scrape = () => request(server()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);

  beforeAll(async () => {
    // A per-route budget smaller than a minute of 15-second scrapes by two scrapers would need.
    testApp = await createTestApp({ METRICS_TOKEN: TOKEN, THROTTLE_LIMIT: '8' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a missing or wrong bearer token with 401 and no figures', async () => {
    for (const auth of [undefined, 'Bearer not-the-metrics-token-at-all', `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`, `Bearer ${TOKEN}x`]) {
      const req = request(server()).get('/metrics');
      const res = await (auth ? req.set('Authorization', auth) : req).expect(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ success: false, error: METRICS_UNAUTHORIZED_MESSAGE, code: 'unauthorized', requestId: expect.any(String) });
      expect(res.text).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern, pages from the cache, leads stored by kind, and reads queues, pools and the process', async () => {
    await request(server()).get('/').expect(200);
    await request(server()).get('/').expect(200);
    await request(server()).get(CITY).expect(200);
    await request(server()).get(`/admin/leads/${LEAD_ID}`);
    await request(server()).get('/no-such-page').expect(404);
    const key = randomUUID();
    const first = await request(server()).post('/api/quotes').set('Idempotency-Key', key).send(quote).expect(201);
    // The same request again is answered with the first id and stores nothing: not a second lead.
    const again = await request(server()).post('/api/quotes').set('Idempotency-Key', key).send(quote).expect(201);
    expect(again.body.id).toBe(first.body.id);
    await request(server()).post('/api/quotes').send({ ...quote, website: 'https://spam.test/' }).expect(201);

    const res = await scrape().expect(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;

    expect(sample(text, 'http_requests_total{method="GET",route="/",status="200"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/locations/:citySlug",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/quotes",status="201"}')).toBe(3);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/admin\/leads\/:id",status="\d{3}"\} 1$/m);
    // Never a raw path with an id or a slug in it.
    const routes = routeLabels(text);
    expect([...routes].filter((route) => route.includes(LEAD_ID) || route.includes('dallas') || route === '/no-such-page')).toEqual([]);

    expect(sample(text, 'leads_stored_total{kind="quote"}')).toBe(1);
    expect(sample(text, 'leads_spam_total{kind="quote"}')).toBe(1);
    expect(sample(text, 'leads_stored_total{kind="carrier"}')).toBe(0);
    expect(sample(text, 'leads_stored_total{kind="freight_agent"}')).toBe(0);

    // The home page rendered, then answered from the cache; the city page rendered; the admin and
    // not-found answers never enter the cache, and the blog feed is there from the start.
    expect(sample(text, 'page_cache_hits_total')).toBe(1);
    expect(sample(text, 'page_cache_misses_total')).toBe(2);
    expect(sample(text, 'page_cache_entries')).toBe(3);
    expect(sample(text, 'page_cache_bytes')).toBeGreaterThan(0);

    for (const state of ['queued', 'active', 'failed']) {
      expect(sample(text, `queue_jobs{queue="lead-notification",state="${state}"}`)).toBeGreaterThanOrEqual(0);
    }
    for (const pool of ['app', 'queue']) {
      expect(sample(text, `db_pool_connections{pool="${pool}",state="total"}`)).toBeGreaterThanOrEqual(1);
      expect(sample(text, `db_pool_connections{pool="${pool}",state="idle"}`)).toBeGreaterThanOrEqual(0);
      expect(sample(text, `db_pool_connections{pool="${pool}",state="waiting"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('names assets and location search by pattern, and counts its own scrapes', async () => {
    const home = await request(server()).get('/').expect(200);
    const asset = /(\/assets\/[^"]+\.css)/.exec(home.text)![1]!;
    await request(server()).get(asset).expect(200);
    await request(server()).get('/api/location-search?q=dal').expect(200);
    const text = (await scrape().expect(200)).text;
    expect(sample(text, 'http_requests_total{method="GET",route="/assets/*",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/location-search",status="200"}')).toBe(1);
    expect(routeLabels(text).has(asset)).toBe(false);
    const scrapes = 'http_requests_total{method="GET",route="/metrics",status="200"}';
    expect(sample((await scrape().expect(200)).text, scrapes)).toBe(sample(text, scrapes)! + 1);
  });

  it('answers every scrape, more of them than the per-route limit', async () => {
    for (let i = 0; i < 12; i++) await scrape().expect(200);
  });

  it('still answers 200 when the queue figures cannot be read, without them', async () => {
    const queue = testApp.app.get(JobQueue);
    const failing = jest.spyOn(queue, 'counts').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    try {
      const text = (await scrape().expect(200)).text;
      expect(text).not.toMatch(/^queue_jobs\{/m);
      expect(text).toMatch(/^db_pool_connections\{pool="app",state="total"\} \d+$/m);
      expect(text).toMatch(/^http_requests_total\{/m);
    } finally {
      failing.mockRestore();
    }
    const hanging = jest.spyOn(queue, 'counts').mockReturnValue(new Promise(() => undefined));
    try {
      // Answered at all while the figures never come, and without them.
      const text = (await scrape().expect(200)).text;
      expect(text).not.toMatch(/^queue_jobs\{/m);
    } finally {
      hanging.mockRestore();
    }
    expect((await scrape().expect(200)).text).toMatch(/^queue_jobs\{queue="lead-notification",state="queued"\} \d+$/m);
  });
});

describe("a lead's log lines (the built server, production JSON logs)", () => {
  const MAIN = join(process.cwd(), 'dist', 'src', 'main.js');
  let database: TestDatabase;
  let child: ChildProcess;
  let output = '';
  let origin = '';

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error('dist/src/main.js is missing: run "npm run build:server" first');
    database = await freshDatabase();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        ADMIN_JWT_SECRET: 'metrics-log-test-secret-0123456789abcdef',
        ADMIN_MFA_KEY: 'bWV0cmljcy1tZmEta2V5LTAxMjM0NTY3ODlhYmNkZWY=',
        AUDIT_NEW_BUILD: 'off',
        AUDIT_SCHEDULE: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error('the server exited');
        return fetch(`${origin}/readyz`).then((r) => r.status === 200, () => false);
      },
      { timeoutMs: 45_000, what: 'the built server to be ready', everyMs: 200 },
    ).catch((error: Error) => {
      throw new Error(`${error.message}:\n${output.slice(-3000)}`);
    });
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
  }, 30_000);

  it('name the lead by id and kind with the request id, and never carry what the visitor typed', async () => {
    const key = randomUUID();
    const post = () => fetch(`${origin}/api/quotes`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify(quote) });
    const first = await post();
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const requestId = first.headers.get('x-request-id');
    expect((await post()).status).toBe(201);
    const lines = () => output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    await eventually(() => lines().some((line) => line.msg === 'lead request answered again (same Idempotency-Key, or the same form post)'), { what: 'the log line of the repeated request' });

    const stored = lines().filter((line) => line.leadId === id);
    expect(stored.map((line) => line.msg)).toEqual(['lead stored', 'lead request answered again (same Idempotency-Key, or the same form post)']);
    expect(stored[0]).toMatchObject({ leadId: id, kind: 'quote', spam: false, requestId });
    expect(stored[1]).toMatchObject({ leadId: id, kind: 'quote', requestId: expect.any(String) });
    for (const personal of [quote.firstName, quote.lastName, quote.email, quote.phone, '7045550142', quote.message]) expect(output).not.toContain(personal);
  });
});
