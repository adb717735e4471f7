// Section 12 of npm run bench (BENCH_ONLY=results; BENCH_ONLY=beacons for its beacons alone): visit counting and the results (docs/product.md#26-visit-counting,
// #27-results). bench.mjs's header says what it measures and budgets; bench.mjs passes in its helpers and
// the run's state (`bench`), so this file has no second way of loading, comparing or making databases.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { zonedDate } from '../../dist/core/desk-days.js';
import { VISIT_BATCH_ROWS, VISIT_FLUSH_AFTER_MS } from '../../dist/src/visits/visit-buffer.js';
import { ROLLUP_SQL } from '../../dist/src/visits/visit-sql.js';
import { startProductionServer } from '../support/production-server.mjs';

const RESULTS = {
  /** Beacons a second against the cached page's requests a second, in the same run. */
  beaconRatio: 0.5,
  beaconP99Ms: 50,
  /** The steady beacon stream the page ratios are measured under, and the connections it takes. */
  streamRate: 200,
  streamConnections: 10,
  pageViews: 10_000_000,
  days: 365,
  leads: 100_000,
  /** Raw events of the hours not rolled up yet. */
  rawEvents: 3000,
  /** Page views a month the rollup row counts are modelled at (README, "Visit data on disk"). */
  modelMonthlyViews: [1_000_000, 10_000_000, 50_000_000],
  warmups: 2,
  requests: 20,
  reportP95Ms: 300,
};

const ZONE = 'America/New_York';
const HOUR_MS = 3_600_000;
// A Chrome desktop browser: a bot's user agent would be refused before the path a visitor's beacon takes.
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// The generated traffic. Twelve utm sources with their medium and the host their visitors come from (none
// for e-mail), twenty campaigns, and about 200 referrer hosts: five search engines first, then a long tail.
const SOURCES = [
  ['google', 'cpc', 'google.com'],
  ['bing', 'cpc', 'bing.com'],
  ['linkedin', 'paid_social', 'linkedin.com'],
  ['facebook', 'paid_social', 'facebook.com'],
  ['newsletter', 'email', null],
  ['hubspot', 'email', null],
  ['linkedin', 'social', 'linkedin.com'],
  ['facebook', 'social', 'facebook.com'],
  ['youtube', 'video', 'youtube.com'],
  ['capterra', 'referral', 'capterra.com'],
  ['freightwaves', 'display', 'freightwaves.com'],
  ['chatgpt.com', 'referral', 'chatgpt.com'],
];
const CAMPAIGNS = [
  'hot-shot-q1', 'aog-parts', 'medical-courier', 'white-glove', 'same-day-texas', 'trade-show-followup', 'carrier-recruiting', 'brand-search',
  'competitor-search', 'newsletter-monthly', 'holiday-surge', 'automotive-lines', 'cross-border', 'air-charter', 'retargeting', 'case-study-promo',
  'hand-carry', 'weekend-coverage', 'q3-webinar', 'fall-freight',
];
const SEARCH_ENGINES = ['google.com', 'bing.com', 'duckduckgo.com', 'search.yahoo.com', 'ecosia.org'];
const REFERRERS = [
  ...SEARCH_ENGINES,
  ...['linkedin.com', 'facebook.com', 't.co', 'reddit.com', 'youtube.com', 'chatgpt.com', 'capterra.com', 'freightwaves.com'],
  ...['freight', 'cargo', 'logistics', 'shipper', 'trucking', 'supply', 'dispatch', 'carrier', 'courier', 'haul', 'fleet', 'loadboard', 'dock', 'warehouse', 'aviation', 'medtech', 'parts', 'plant', 'route']
    .flatMap((word) => ['news', 'hub', 'forum', 'today', 'weekly', 'journal', 'guide', 'list', 'pro', 'desk'].map((suffix) => `${word}${suffix}.com`))
    .slice(0, 187),
];

/** A uniform number in [0, 1) from an integer SQL expression and a salt: the same lead gets the same value. */
const hashUniform = (expr, salt) => `((hashint4((${expr}) + ${salt})::bigint + 2147483648) / 4294967296.0)`;

/**
 * The first touch of the generated traffic, as SQL expressions of uniform numbers `u` (path, channel, pick,
 * campaign, device) and of the lists' parameters (listParams). Page paths are long-tailed (the first of the
 * sitemap, the home page, takes about 14 % of views; the last about 0.1 %); 40 % direct, 30 % search
 * engines (google 80 % of those), 10 % other referrers (long-tailed), 20 % with utm values (the first
 * sources most, 85 % with a campaign, long-tailed); 55 % desktop, 40 % mobile, 5 % tablet.
 */
function touchSql(u, { paths, families, sources, mediums, sourceHosts, campaigns, referrers }) {
  const page = `1 + floor(cardinality(${paths}) * power(${u.path}, 3))::int`;
  const source = `1 + floor(cardinality(${sources}) * power(${u.pick}, 1.6))::int`;
  const search = `case when ${u.pick} < 0.80 then 1 when ${u.pick} < 0.92 then 2 when ${u.pick} < 0.97 then 3 when ${u.pick} < 0.99 then 4 else 5 end`;
  const other = `${SEARCH_ENGINES.length + 1} + floor((cardinality(${referrers}) - ${SEARCH_ENGINES.length}) * power(${u.pick}, 2.5))::int`;
  return {
    path: `(${paths})[${page}]`,
    family: `(${families})[${page}]`,
    source: `case when ${u.channel} >= 0.80 then (${sources})[${source}] end`,
    medium: `case when ${u.channel} >= 0.80 then (${mediums})[${source}] end`,
    campaign: `case when ${u.channel} >= 0.80 and ${u.campaign} < 0.85 then (${campaigns})[1 + floor(cardinality(${campaigns}) * power(${u.campaign} / 0.85, 1.5))::int] end`,
    referrerHost: `case when ${u.channel} < 0.40 then null when ${u.channel} < 0.70 then (${referrers})[${search}] when ${u.channel} < 0.80 then (${referrers})[${other}] else (${sourceHosts})[${source}] end`,
    device: `case when ${u.device} < 0.55 then 'desktop' when ${u.device} < 0.95 then 'mobile' else 'tablet' end`,
  };
}

/** The lists touchSql reads, by name. */
const LISTS = {
  paths: (pages) => pages.map((p) => p.path),
  families: (pages) => pages.map((p) => p.family),
  sources: () => SOURCES.map((s) => s[0]),
  mediums: () => SOURCES.map((s) => s[1]),
  sourceHosts: () => SOURCES.map((s) => s[2]),
  campaigns: () => CAMPAIGNS,
  referrers: () => REFERRERS,
};

/** The lists `names` as parameters from $base on: their references for touchSql, and their values. */
function listParams(pages, names, base) {
  return { refs: Object.fromEntries(names.map((name, n) => [name, `$${base + n}::text[]`])), values: names.map((name) => LISTS[name](pages)) };
}
const ALL_LISTS = Object.keys(LISTS);

/**
 * Virtual events, never stored as such: for each row of `hours` (hour, views), `views` page views with
 * their first touch and device, 40 % of them the visitor's first of the day (so visitors are about
 * 1/2.5 of page views), and the funnel events of their visits: 8 % open the quote form, 4 % start it, 1 %
 * send it, 2 % leave it. Columns: hour, at (a moment in the hour, or in [hour, `until`) when given), the
 * dimensions of visit_hourly, event, first. The lists are $1..$7.
 */
function virtualEvents(hours, until) {
  const u = { path: 'u_path', channel: 'u_channel', pick: 'u_pick', campaign: 'u_campaign', device: 'u_device' };
  const t = touchSql(u, listParams([], ALL_LISTS, 1).refs);
  // The inner select's random() columns are computed once per row: a subquery with volatile columns is
  // never merged into the one that reads it.
  return `select hour, ${until ? `hour + u_at * (${until} - hour)` : `hour + u_at * interval '1 hour'`} as at,
        ${t.path} as path, ${t.family} as family, ${t.source} as source, ${t.medium} as medium, ${t.campaign} as campaign,
        ${t.referrerHost} as referrer_host, ${t.device} as device,
        unnest(case when u_event < 0.01 then array['pageview', 'quote_form_open', 'form_start', 'quote_submit']
                    when u_event < 0.03 then array['pageview', 'quote_form_open', 'form_start', 'form_abandon']
                    when u_event < 0.04 then array['pageview', 'quote_form_open', 'form_start']
                    when u_event < 0.08 then array['pageview', 'quote_form_open']
                    else array['pageview'] end) as event,
        u_first < 0.4 as first
      from (select h.hour, random() as u_path, random() as u_channel, random() as u_pick, random() as u_campaign, random() as u_device,
                   random() as u_event, random() as u_first, random() as u_at
              from ${hours}, generate_series(1, h.views)) r`;
}

const DIMENSIONS = 'path, family, source, medium, campaign, referrer_host, device, event';

/** The hourly rollup of virtual events, as VisitRollups writes it (ROLLUP_SQL.fill's columns). */
const hourlyOf = (events) => `select hour, ${DIMENSIONS}, count(*)::int as count, (count(*) filter (where first and event = 'pageview'))::int as visitors
    from (${events}) e group by hour, ${DIMENSIONS}`;

/** A statement of ROLLUP_SQL (knex's `?` placeholders) for node-postgres ($1, $2...). */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** `work` with a client of the database at `url`, ended after it whatever happens (the database is dropped with force at the end). */
async function withClient(url, work) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * Visit counting and the results: beacons under load against the cached page, the page ratios while a
 * beacon stream runs, then (unless `beaconsOnly`) the reports over a year of generated visits and leads.
 */
export async function benchResults(bench, { beaconsOnly = false } = {}) {
  const started = Date.now();
  const lines = [];
  const beacons = await benchBeacons(bench, lines);
  if (!beaconsOnly) await benchReports(bench, lines, beacons);
  return `\nresults (the section took ${Math.round((Date.now() - started) / 1000)} s):\n${lines.join('\n')}`;
}

/** The sitemap's paths with their families, the home page first (as the sitemap lists it). */
async function sitemapPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const bundle = await import(pathToFileURL(resolve('dist/ssr/server.js')).href);
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname).map((path) => ({ path, family: bundle.pageFamily(path) }));
}

/** Beacons sent in this run: each one's number, which names it and gives it an address of its own. */
let beaconsSent = 0;

/**
 * POST /api/visits as a page sends it (text/plain JSON, a Chrome user agent), each request from an address
 * of its own (X-Forwarded-For, TRUST_PROXY on) and on one of `paths` in turn. Each beacon's utm_content
 * names it (`<tag>-<n>`), so its row can be found: `sent` and `answered` (204) list those names.
 */
function streamBeacons(base, paths, { tag, connections, duration, overallRate }) {
  const sent = new Set();
  const answered = new Set();
  const run = autocannon({
    url: `${base}/api/visits`,
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, 'accept-language': 'en-US,en;q=0.9' },
    requests: [
      {
        setupRequest: (req, context) => {
          const i = beaconsSent++;
          context.name = `${tag}-${i}`;
          sent.add(context.name);
          const [source, medium] = SOURCES[i % SOURCES.length];
          const body = {
            path: paths[i % paths.length],
            referrer: i % 3 === 0 ? 'https://www.google.com/' : `https://${REFERRERS[i % REFERRERS.length]}/some/article?id=${i % 97}`,
            utm: { source, medium, campaign: CAMPAIGNS[i % CAMPAIGNS.length], term: 'expedited freight', content: context.name },
            event: i % 10 === 9 ? 'quote_form_open' : 'pageview',
          };
          return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }, body: JSON.stringify(body) };
        },
        onResponse: (status, _body, context) => {
          if (status === 204) answered.add(context.name);
        },
      },
    ],
  });
  // A thenable with stop(): awaited, autocannon's result and the names.
  return { stop: () => run.stop(), done: run.then((r) => ({ r, sent, answered })) };
}

/**
 * 1. Beacons: the cached home page, then beacons, at CONNECTIONS each on one server; then the cached page
 * against the bare server without and with a steady beacon stream (A B B A); then the server stopped (its buffer
 * written) and every beacon answered 204 looked for in visit_event, and the INSERT statements counted (each
 * batch is one statement in a transaction of its own: the distinct xmin of the rows).
 */
async function benchBeacons(bench, lines) {
  const { CONNECTIONS, DURATION, BROWSER, SERVER_ENV, problems, stops, probe, load, failures, compare, startBareServer, sameAs, scratchDatabase } = bench;
  const url = await scratchDatabase(`bench_results_beacons_${process.pid}`);
  const server = await startProductionServer({ dataDir: 'data/pg-bench', databaseUrl: url, env: { ...SERVER_ENV, TRUST_PROXY: 'true', VISIT_THROTTLE_LIMIT: '100000000' } });
  stops.push(server.stop);
  const paths = (await sitemapPages(server.base)).map((p) => p.path);
  await probe(server.base, '/', BROWSER); // fills the page cache
  const page = await probe(server.base, '/', BROWSER);

  const cached = await load('site GET / (cached)', server.base, '/');
  const runs = [];
  const beaconRun = async (tag, options) => {
    const stream = streamBeacons(server.base, paths, { tag, ...options });
    runs.push(stream);
    return stream.done;
  };
  await beaconRun('warm', { connections: CONNECTIONS, duration: 2 });
  const beacons = await beaconRun('load', { connections: CONNECTIONS, duration: DURATION });

  // The page ratios, without and with a steady stream of beacons into the same server: each the bare server
  // and the site in turn, A B B A for half the time each, so that the machine's drift falls on both alike.
  const bare = await startBareServer({ '/page': sameAs(page) });
  const inTurn = async (note) => {
    const half = { duration: Math.max(2, Math.round(DURATION / 2)) };
    const [bare1, site1, site2, bare2] = [
      await load('bare', bare.base, '/page', half),
      await load('site', server.base, '/', half),
      await load('site', server.base, '/', half),
      await load('bare', bare.base, '/page', half),
    ];
    const mean = (title, a, b) => ({ title, rps: (a.rps + b.rps) / 2, p97_5: Math.max(a.p97_5, b.p97_5), p99: Math.max(a.p99, b.p99) });
    return { bare: mean(`bare node:http, home page bytes${note}`, bare1, bare2), site: mean(`site GET / (cached)${note}`, site1, site2) };
  };
  const quiet = await inTurn('');
  const stream = streamBeacons(server.base, paths, { tag: 'stream', connections: RESULTS.streamConnections, duration: 3600, overallRate: RESULTS.streamRate });
  runs.push(stream);
  const streaming = await inTurn(`, beacons streaming at ${RESULTS.streamRate}/s into the site`);
  stream.stop();
  const streamed = await stream.done;
  await bare.stop();
  await server.stop();

  const rows = [
    cached,
    { title: 'site POST /api/visits (text/plain, Chrome UA, an address each)', rps: beacons.r.requests.average, p97_5: beacons.r.latency.p97_5, p99: beacons.r.latency.p99 },
    quiet.bare,
    quiet.site,
    streaming.bare,
    streaming.site,
    { title: `the beacon stream (${RESULTS.streamConnections} connections, overallRate ${RESULTS.streamRate})`, rps: streamed.r.requests.average, p97_5: streamed.r.latency.p97_5, p99: streamed.r.latency.p99 },
  ];
  console.log(`\nresults, beacons: autocannon, ${CONNECTIONS} connections, ${DURATION} s each (the bare server and the site in turn: twice ${Math.max(2, Math.round(DURATION / 2))} s, their mean), loopback`);
  console.table(rows.map((r) => ({ request: r.title, 'req/s': Math.round(r.rps), 'p97.5 ms': r.p97_5, 'p99 ms': r.p99 })));

  // Every answer 204, the warm-up's and the stream's too.
  const all = await Promise.all(runs.map((s) => s.done));
  for (const { r } of all) {
    const f = failures(r, 204);
    if (f.count) problems.push(`results, beacons: ${f.text}`);
  }
  const ratio = beacons.r.requests.average / cached.rps;
  const ratioOk = ratio >= RESULTS.beaconRatio;
  if (!ratioOk) problems.push(`results: beacons at ${ratio.toFixed(2)}x the cached page's rate, under the ${RESULTS.beaconRatio}x budget`);
  lines.push(`${ratioOk ? 'ok  ' : 'FAIL'} beacons / cached page, one instance: ${Math.round(beacons.r.requests.average)} / ${Math.round(cached.rps)} req/s = ${ratio.toFixed(2)}x (budget >= ${RESULTS.beaconRatio}x)`);
  const p99Ok = beacons.r.latency.p99 < RESULTS.beaconP99Ms;
  if (!p99Ok) problems.push(`results: beacon p99 ${beacons.r.latency.p99} ms, over the ${RESULTS.beaconP99Ms} ms budget`);
  lines.push(`${p99Ok ? 'ok  ' : 'FAIL'} beacon p99: ${beacons.r.latency.p99} ms at ${CONNECTIONS} connections (budget < ${RESULTS.beaconP99Ms} ms)`);
  lines.push(compare('cached page / bare server, no beacons (A B B A)', quiet.site, quiet.bare, bench.BUDGET.page));
  lines.push(compare(`cached page / bare server, beacons streaming at ${RESULTS.streamRate}/s (A B B A)`, streaming.site, streaming.bare, bench.BUDGET.page));

  // Stored: every beacon answered 204 exactly once in visit_event; the ones in flight at a run's cut-off
  // (sent, their answer dropped by autocannon) may be stored or not.
  const sent = new Set(all.flatMap((s) => [...s.sent]));
  const answered = new Set(all.flatMap((s) => [...s.answered]));
  const { stored, statements, raw } = await withClient(url, async (db) => ({
    stored: (await db.query(`select content, count(*)::int as n from visit_event group by content`)).rows,
    statements: (
      await db.query(`select count(*)::int as statements, min(n)::int as smallest, max(n)::int as largest, (percentile_disc(0.5) within group (order by n))::int as median
          from (select xmin::text, count(*) as n from visit_event group by xmin::text) t`)
    ).rows[0],
    raw: (await db.query(`select count(*)::int as rows, pg_total_relation_size('visit_event')::bigint as bytes, pg_relation_size('visit_event')::bigint as heap from visit_event`)).rows[0],
  }));
  const byName = new Map(stored.map((row) => [row.content, row.n]));
  const missing = [...answered].filter((name) => !byName.has(name)).length;
  const doubled = stored.filter((row) => row.n > 1).length;
  const unknown = stored.filter((row) => !sent.has(row.content)).length;
  const inFlight = [...sent].filter((name) => !answered.has(name));
  const inFlightStored = inFlight.filter((name) => byName.has(name)).length;
  const exact = missing === 0 && doubled === 0 && unknown === 0 && answered.size > 0;
  if (!exact) problems.push(`results, beacons: ${answered.size} answered 204, ${missing} of them not stored, ${doubled} stored twice, ${unknown} rows of no beacon sent`);
  lines.push(
    `${exact ? 'ok  ' : 'FAIL'} stored: ${answered.size} beacons answered 204, each exactly one row of visit_event (${missing} missing, ${doubled} doubled); ` +
      `${raw.rows} rows in all, with ${inFlightStored} of the ${inFlight.length} still in flight when a run stopped`,
    `     in batches: ${statements.statements} INSERT statements (their rows: median ${statements.median}, largest ${statements.largest}, smallest ${statements.smallest}; ` +
      `VisitBuffer writes ${VISIT_BATCH_ROWS} rows at most per statement, or what ${VISIT_FLUSH_AFTER_MS} ms gathered)`,
  );
  return { rawRows: raw.rows, rawBytes: Number(raw.bytes), rawHeap: Number(raw.heap) };
}

/**
 * 2. Reports: a year of generated visits (RESULTS.pageViews page views and their funnel events) written as
 * the rollups would be, raw events for the hours not rolled up yet, RESULTS.leads leads with their first
 * touch; then each report shape timed, one request at a time.
 */
async function benchReports(bench, lines, beacons) {
  const { SERVER_ENV, problems, stops, scratchDatabase, signIn, percentile, median, generateLeads } = bench;
  const url = await scratchDatabase(`bench_results_reports_${process.pid}`);
  const server = await startProductionServer({ dataDir: 'data/pg-bench', databaseUrl: url, env: SERVER_ENV });
  stops.push(server.stop);
  const pages = await sitemapPages(server.base);
  const { generated, sizes, model } = await withClient(url, async (db) => {
    const generated = await generate(db, pages, generateLeads);
    return { generated, sizes: await tableSizes(db), model: await modelRollupRows(db, pages) };
  });

  console.log(
    `\nresults, reports: generated in ${generated.seconds.toFixed(0)} s (${generated.steps.map(([what, s]) => `${what} ${s.toFixed(0)} s`).join(', ')}): ` +
      `${generated.pageViews} page views over ${RESULTS.days} days ending ${generated.rolledTo.toISOString()}, ${generated.hours} hours, ${pages.length} pages`,
  );
  console.table(sizes.map((t) => ({ table: t.table, rows: t.rows, 'total MB': (t.bytes / 1048576).toFixed(1), 'bytes/row (with indexes)': t.rows ? Math.round(t.bytes / t.rows) : '', 'heap bytes/row': t.rows ? Math.round(t.heap / t.rows) : '' })));
  console.log(
    `     beacons' visit_event (real rows, section 1): ${beacons.rawRows} rows, ${Math.round(beacons.rawBytes / beacons.rawRows)} bytes/row with its index (heap ${Math.round(beacons.rawHeap / beacons.rawRows)})`,
  );
  for (const m of model) {
    console.log(
      `     rollup rows modelled at ${(m.monthly / 1e6).toFixed(0)} M page views a month (${Math.round(m.viewsPerHour)} an hour; ${m.hours} hours of the generated traffic's mix, grouped, not stored): ` +
        `${Math.round(m.hourlyPerHour)} visit_hourly rows an hour, ${Math.round(m.dailyPerDay)} visit_daily rows a day`,
    );
  }

  // Each shape, signed in as an admin, one request at a time.
  const authorization = await signIn(server.base, url, 'admin');
  const today = zonedDate(new Date(), ZONE);
  const daysBack = (n) => new Date(Date.parse(`${today}T00:00:00Z`) - (n - 1) * 86_400_000).toISOString().slice(0, 10);
  const period = (n) => `from=${daysBack(n)}&to=${today}`;
  const shapes = [];
  for (const by of ['page', 'source', 'campaign', 'referrer']) for (const n of [7, 30, 90, 366]) shapes.push([`by=${by}, ${n} days`, `/api/admin/results?${period(n)}&by=${by}`]);
  shapes.push(['by=page&family=city, 90 days', `/api/admin/results?${period(90)}&by=page&family=city`]);
  shapes.push(['by=source&sort=revenue, 90 days', `/api/admin/results?${period(90)}&by=source&sort=revenue`]);
  shapes.push(['results.csv by=page, 90 days', `/api/admin/results.csv?${period(90)}&by=page`]);
  shapes.push(['results.csv table=daily, 90 days', `/api/admin/results.csv?${period(90)}&table=daily`]);
  shapes.push(['results.csv table=funnel, 90 days', `/api/admin/results.csv?${period(90)}&table=funnel`]);
  const pagePath = `/admin/results?${period(30)}&by=page`;
  const pageProbe = await fetch(server.base + pagePath, { headers: { authorization } });
  const pageType = pageProbe.headers.get('content-type') ?? '';
  await pageProbe.arrayBuffer();
  if (pageProbe.status === 200 && pageType.startsWith('text/html')) shapes.push(['page /admin/results, by=page, 30 days', pagePath]);
  else lines.push(`     the page: GET /admin/results answered ${pageProbe.status} ${pageType}, not 200 with HTML on this branch: not timed`);

  const table = [];
  for (const [shape, path] of shapes) {
    const times = [];
    let answer = {};
    for (let i = 0; i < RESULTS.warmups + RESULTS.requests; i++) {
      const t0 = performance.now();
      const res = await fetch(server.base + path, { headers: { authorization } });
      const body = await res.text();
      const ms = performance.now() - t0;
      if (res.status !== 200) {
        problems.push(`results, ${shape}: answered ${res.status}: ${body.slice(0, 200)}`);
        break;
      }
      if (i >= RESULTS.warmups) times.push(ms);
      answer = { bytes: Buffer.byteLength(body), rows: path.startsWith('/api/admin/results?') ? JSON.parse(body).rows.length : path.includes('.csv') ? body.split('\r\n').length - 2 : '' };
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const ok = times.length === RESULTS.requests && p95 < RESULTS.reportP95Ms;
    if (times.length === RESULTS.requests && !ok) problems.push(`results, ${shape}: p95 ${Math.round(p95)} ms, over the ${RESULTS.reportP95Ms} ms budget`);
    table.push({ shape, ok: ok ? 'ok' : 'FAIL', 'median ms': Math.round(median(times)), 'p95 ms': Math.round(p95), 'max ms': Math.round(times.at(-1)), rows: answer.rows, bytes: answer.bytes });
  }
  await server.stop();
  console.log(`\nresults, reports: ${RESULTS.requests} requests of each shape one at a time after ${RESULTS.warmups} warm-ups, signed in as an admin (budget p95 < ${RESULTS.reportP95Ms} ms each)`);
  console.table(table);
  const slow = table.filter((row) => row.ok !== 'ok');
  lines.push(
    `${slow.length ? 'FAIL' : 'ok  '} reports over ${RESULTS.pageViews.toLocaleString('en-US')} page views and ${RESULTS.leads.toLocaleString('en-US')} leads: ` +
      `${table.length - slow.length} of ${table.length} shapes p95 < ${RESULTS.reportP95Ms} ms, the slowest p95 ${Math.max(...table.map((row) => row['p95 ms']))} ms` +
      (slow.length ? ` (over: ${slow.map((row) => row.shape).join('; ')})` : ''),
  );
}

/**
 * The year of visits and the leads, in SQL: the hours' page views (a day's curve in the desk's time zone,
 * quieter weekends, growth over the year, summing to RESULTS.pageViews), visit_hourly from virtual events
 * a month at a time, visit_daily from visit_hourly day by day and visit_monthly from visit_daily with the
 * app's own statements (ROLLUP_SQL, as VisitRollups.sumDays runs them), raw events after the last hour
 * rolled up, then the leads.
 */
async function generate(db, pages, generateLeads) {
  const steps = [];
  const step = async (what, work) => {
    const t0 = performance.now();
    const out = await work();
    steps.push([what, (performance.now() - t0) / 1000]);
    return out;
  };
  const t0 = performance.now();
  // Rolled up to the hour before the current one: the raw events of the last hour or two are not, as at
  // any moment between two runs of the hourly job.
  const rolledTo = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS);
  const hours = RESULTS.days * 24;
  const first = new Date(rolledTo.getTime() - hours * HOUR_MS);
  const lists = listParams(pages, ALL_LISTS, 1).values;
  await db.query(`set work_mem = '256MB'`);
  await step('hours', async () => {
    await db.query('create unlogged table bench_hour (hour timestamptz primary key, views int not null)');
    await db.query(
      `insert into bench_hour
       with w as (
         select hour, (0.15 + exp(-power(extract(hour from hour at time zone $4) - 13, 2) / 18.0))
                      * (case when extract(isodow from hour at time zone $4) >= 6 then 0.45 else 1 end)
                      * (0.8 + 0.4 * n / $2::float) * (0.9 + 0.2 * random()) as weight
           from generate_series(0, $2::int - 1) n, lateral (select $1::timestamptz + make_interval(hours => n) as hour) h
       ), c as (select hour, weight, sum(weight) over (order by hour) as cum, sum(weight) over () as total from w)
       select hour, (round($3::bigint * cum / total) - round($3::bigint * (cum - weight) / total))::int as views from c`,
      [first, hours, RESULTS.pageViews, ZONE],
    );
  });
  await step('visit_hourly', async () => {
    for (let from = first.getTime(); from < rolledTo.getTime(); from += 30 * 24 * HOUR_MS) {
      const to = new Date(Math.min(rolledTo.getTime(), from + 30 * 24 * HOUR_MS));
      await db.query(
        `insert into visit_hourly (hour, ${DIMENSIONS}, count, visitors) ${hourlyOf(virtualEvents('(select * from bench_hour where hour >= $8 and hour < $9) h'))} order by hour`,
        [...lists, new Date(from), to],
      );
    }
  });
  await step('visit_daily and visit_monthly', async () => {
    const [clearDays, fillDays, clearMonths, fillMonths] = ['clearDays', 'fillDays', 'clearMonths', 'fillMonths'].map((name) => numbered(ROLLUP_SQL[name]));
    // VisitRollups.sumDays: the desk's days of the hours rolled up, cleared and summed again, in order, and
    // their month (here once, after its last day: the job sums it again with every run).
    const lastDay = zonedDate(new Date(rolledTo.getTime() - 1), ZONE);
    for (let day = zonedDate(first, ZONE); day <= lastDay; ) {
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await db.query('begin');
      await db.query(clearDays, [day, day]);
      await db.query(fillDays, [ZONE, day, ZONE, day, ZONE]);
      const month = `${day.slice(0, 7)}-01`;
      if (next.slice(0, 7) !== day.slice(0, 7) || day === lastDay) {
        await db.query(clearMonths, [month, month]);
        await db.query(fillMonths, [month, month]);
      }
      await db.query('commit');
      day = next;
    }
  });
  await step('raw visit_event', () =>
    db.query(
      `insert into visit_event (at, day, path, family, event, referrer_host, source, medium, campaign, device, visitor, first_of_day)
       select at, (at at time zone $11)::date, path, family, event, referrer_host, source, medium, campaign, device, substr(md5(random()::text), 1, 22), first and event = 'pageview'
         from (${virtualEvents('(select $8::timestamptz as hour, $9::int as views) h', '$10::timestamptz')}) e order by at`,
      [...lists, rolledTo, Math.round(RESULTS.rawEvents / 1.15), new Date(), ZONE],
    ),
  );
  // Each lead's first touch from the same mix, its uniform numbers hashed from the lead's number.
  const leadLists = listParams(pages, ['paths', 'sources', 'mediums', 'sourceHosts', 'campaigns', 'referrers'], 2);
  const touch = touchSql(Object.fromEntries(['path', 'channel', 'pick', 'campaign', 'device'].map((name, k) => [name, hashUniform('i', 1000 + k * 7919)])), leadLists.refs);
  const firstTouch = { landing_path: touch.path, referrer_host: touch.referrerHost, utm_source: touch.source, utm_medium: touch.medium, utm_campaign: touch.campaign };
  await step('leads', () => db.query(generateLeads({ days: RESULTS.days, firstTouch }), [RESULTS.leads, ...leadLists.values]));
  await step('analyze', async () => {
    await db.query('drop table bench_hour');
    for (const table of ['visit_hourly', 'visit_daily', 'visit_monthly', 'visit_event', 'lead']) await db.query(`vacuum analyze ${table}`);
  });
  const pageViews = Number((await db.query(`select sum(count)::bigint as n from visit_hourly where event = 'pageview'`)).rows[0].n);
  await db.query('reset work_mem');
  return { seconds: (performance.now() - t0) / 1000, steps, rolledTo, hours, pageViews };
}

/** Rows, total size (with indexes and TOAST) and heap size of the tables the reports read. */
async function tableSizes(db) {
  const tables = ['visit_event', 'visit_hourly', 'visit_daily', 'visit_monthly', 'lead'];
  const sizes = [];
  for (const table of tables) {
    const [row] = (await db.query(`select count(*)::int as rows, pg_total_relation_size($1)::bigint as bytes, pg_relation_size($1)::bigint as heap from ${table}`, [table])).rows;
    sizes.push({ table, rows: row.rows, bytes: Number(row.bytes), heap: Number(row.heap) });
  }
  return sizes;
}

/**
 * How many rollup rows the generated traffic's mix makes at other volumes (README, "Visit data on disk"):
 * a day of virtual events at each of RESULTS.modelMonthlyViews page views a month (an even day: the year's
 * mean hour), grouped as the hourly and daily rollups group them, counted, not stored.
 */
async function modelRollupRows(db, pages) {
  const lists = listParams(pages, ALL_LISTS, 1).values;
  const out = [];
  for (const monthly of RESULTS.modelMonthlyViews) {
    const viewsPerHour = (monthly * 12) / (365 * 24);
    const [row] = (
      await db.query(
        `with e as materialized (${virtualEvents('(select $8::timestamptz + make_interval(hours => n) as hour, $9::int as views from generate_series(0, 23) n) h')})
         select (select count(*) from (select distinct hour, ${DIMENSIONS} from e) g)::int as hourly,
                (select count(*) from (select distinct 'page', path, null, family, event from e
                                       union all select distinct 'source', source, medium, family, event from e
                                       union all select distinct 'campaign', campaign, null, family, event from e
                                       union all select distinct 'referrer', referrer_host, null, family, event from e) d)::int as daily`,
        [...lists, new Date('2026-03-02T05:00:00Z'), Math.round(viewsPerHour)],
      )
    ).rows;
    out.push({ monthly, viewsPerHour, hours: 24, hourlyPerHour: row.hourly / 24, dailyPerDay: row.daily });
  }
  return out;
}
