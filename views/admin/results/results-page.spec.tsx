/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import type { AdminPageData } from '../../../core/admin-pages.js';
import { PAGE_FAMILY_LABELS } from '../../../core/content-audit.js';
import { RESULTS_FAMILIES } from '../../../core/results.js';
import { renderedAdminPage } from '../../../test/admin-page.js';
import { text } from '../../../test/rendered-page.js';
import { adminBase, viewerBase } from '../shared/admin-fixtures.js';
import { facts, section } from '../shared/spec-reading.js';
import { DALLAS, days, figures, funnel, resultsPage, sourceRows } from './results-fixtures.js';

const render = (page: AdminPageData) => renderedAdminPage('/admin/results', page);

/** The cells of a table row as a reader meets them, header cell first. */
const cells = (row: Element) => [...row.querySelectorAll('th, td')].map(text);

describe('/admin/results (server HTML)', () => {
  it('says what the page counts, the period and the one it is compared with; the nav marks Results; no script of its own', async () => {
    const { status, doc, islands, main } = await render(resultsPage());
    expect(status).toBe(200);
    expect(doc.title).toMatch(/^Results/);
    expect(text(main.querySelector('h1')!)).toBe('Results');
    expect(text(main)).toContain('Visitors are counted without cookies, each visitor once a day; a lead counts where its first touch was; won leads and revenue come from the desk’s outcomes.');
    expect(text(main)).toContain('Nov 1 – Nov 30, 2026, compared with Oct 2 – Oct 31 All pages');
    expect(doc.querySelector('nav[aria-label="Admin"] a[aria-current="page"]')!.textContent).toBe('Results');
    expect(islands).toEqual(['SignOutButton']);
    expect(main.querySelector('[role="alert"]')).toBeNull();
    expect([...main.querySelectorAll('h2')].map(text)).toEqual(['Visitors and leads per day', 'Where results come from', 'Funnel']);
  });

  it('filters by a plain GET form: the range as radios, custom dates, the page family, by and sort kept hidden', async () => {
    const { main } = await render(resultsPage({ by: 'campaign', sort: 'leads', family: 'city' }, { range: '7d' }));
    const form = main.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/admin/results']);
    const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="range"]')];
    expect(radios.map((radio) => [radio.value, text(radio.closest('label')!), radio.checked])).toEqual([
      ['today', 'Today', false],
      ['7d', 'Last 7 days', true],
      ['30d', 'Last 30 days', false],
      ['90d', 'Last 90 days', false],
      ['custom', 'Custom', false],
    ]);
    expect(text(form.querySelector('legend')!)).toBe('Period');
    const dates = ['from', 'to'].map((name) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!);
    expect(dates.map((input) => [input.type, input.value, text(input.labels![0]!)])).toEqual([
      ['date', '2026-11-01', 'From'],
      ['date', '2026-11-30', 'To'],
    ]);
    const family = form.querySelector<HTMLSelectElement>('select[name="family"]')!;
    expect(text(family.labels![0]!)).toBe('Page family');
    expect([...family.options].map((option) => [option.value, option.textContent])).toEqual([['', 'All pages'], ...RESULTS_FAMILIES.map((f) => [f, PAGE_FAMILY_LABELS[f]])]);
    expect(family.value).toBe('city');
    expect([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value])).toEqual([
      ['by', 'campaign'],
      ['sort', 'leads'],
    ]);
    expect(text(form.querySelector('button[type="submit"]')!)).toBe('Show');
    expect(text(main)).toContain('City pages only');
    // The defaults are not repeated.
    const plain = await render(resultsPage());
    expect(plain.main.querySelectorAll('form input[type="hidden"]')).toHaveLength(0);
    expect(plain.main.querySelector<HTMLInputElement>('input[value="30d"]')!.checked).toBe(true);
  });

  it('names what was wrong with the query in an alert', async () => {
    const { main } = await render(resultsPage({}, { error: 'from: not a date (YYYY-MM-DD).' }));
    expect(text(main.querySelector('[role="alert"]')!)).toBe('The report could not use what was asked: from: not a date (YYYY-MM-DD). It shows the last 30 days instead.');
  });

  it('shows the totals as tiles, each with its change in words and its figure before', async () => {
    const { main } = await render(resultsPage());
    expect(facts(main.querySelector('dl[aria-label="Totals of the period"]')!)).toEqual({
      Visitors: '4,210',
      Leads: '118',
      'Conversion rate': '2.8 %',
      Won: '12',
      Revenue: '$52,000',
    });
    const changes = [...main.querySelectorAll('dl[aria-label="Totals of the period"] dd:last-child')].map(text);
    expect(changes).toEqual(['▲ up 25 % (3,368 before)', '▼ down 10 % (131 before)', '▼ down 28 % (3.9 % before)', 'no change (12 before)', 'new ($0 before)']);
    // The arrow is for the eye; the words for a screen reader.
    const up = main.querySelector('dl dd:last-child span')!;
    expect(up.querySelector('[aria-hidden="true"]')!.textContent).toBe('▲ ');
  });

  it('tables the landing pages: the path linked to the page, its family, findings and editor links, figures and changes', async () => {
    const { main } = await render(resultsPage());
    const region = main.querySelector('#results-table [role="region"]')!;
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = region.querySelector('table')!;
    const title = main.ownerDocument.getElementById(table.getAttribute('aria-labelledby')!)!;
    expect(region.getAttribute('aria-labelledby')).toBe(title.id);
    expect(text(title)).toBe('By landing page, Nov 1 – Nov 30, 2026; sorted by visitors, highest first. Under each figure, its change against the period before.');
    expect(cells(table.querySelector('thead tr')!)).toEqual(['Landing page', 'Visitors▼', 'Form opens', 'Leads', 'Conversion', 'Won', 'Revenue']);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map(cells)).toEqual([
      [`${DALLAS} City pages Findings for ${DALLAS} Edit ${DALLAS}`, '1,240 ▲ up 25 %', '96 ▲ up 20 %', '31 ▲ up 24 %', '2.5 % ▼ down 1 %', '4 ▼ down 20 %', '$18,500 ▼ down 7 %'],
      ['/services/hot-shot Service pages Findings for /services/hot-shot', '300 new', '12 new', '6 new', '2.0 % new', '0', '$0'],
      ['(unknown page)', '5 no change', '0', '0', '0 %', '0', '$0'],
    ]);
    const links = [...rows[0]!.querySelectorAll('th a')].map((a) => [text(a), a.getAttribute('href')]);
    expect(links).toEqual([
      [DALLAS, DALLAS],
      [`Findings for ${DALLAS}`, '/content-optimizer?path=%2Flocations%2Fdallas-tx-expedite#content-audit'],
      [`Edit ${DALLAS}`, '/admin/pages/meta?path=%2Flocations%2Fdallas-tx-expedite'],
    ]);
    expect(rows.every((row) => row.querySelector('th')!.getAttribute('scope') === 'row')).toBe(true);
    expect(cells(table.querySelector('tfoot tr')!)).toEqual(['Total', '4,210 ▲ up 25 %', '420 no change', '118 ▼ down 10 %', '2.8 % ▼ down 28 %', '12 no change', '$52,000 new']);
    expect(main.querySelector('#results-table a[href^="/api/"]')!.getAttribute('href')).toBe('/api/admin/results.csv');
  });

  it('sorts by a column heading that is a link, aria-sort on the column sorted by, the rest of the query kept', async () => {
    const { main } = await render(resultsPage({ sort: 'revenue', family: 'city' }, { range: '90d' }));
    const headings = [...main.querySelectorAll('#results-table thead th')];
    expect(headings.map((th) => th.getAttribute('scope'))).toEqual(Array(7).fill('col'));
    expect(headings.map((th) => th.getAttribute('aria-sort'))).toEqual([null, null, null, null, null, null, 'descending']);
    expect(headings.slice(1).map((th) => th.querySelector('a')!.getAttribute('href'))).toEqual([
      '/admin/results?range=90d&family=city#results-table',
      '/admin/results?range=90d&family=city&sort=formOpens#results-table',
      '/admin/results?range=90d&family=city&sort=leads#results-table',
      '/admin/results?range=90d&family=city&sort=conversionRate#results-table',
      '/admin/results?range=90d&family=city&sort=won#results-table',
      '/admin/results?range=90d&family=city&sort=revenue#results-table',
    ]);
    expect(main.querySelector('#results-table table')!.getAttribute('aria-labelledby')).toBe(main.querySelector('#results-table p')!.id);
    expect(text(main.querySelector('#results-table p')!)).toContain('sorted by revenue, highest first');
  });

  it('switches tables by tabs that are links: source rows as "source / medium", the dimension\'s own "none"', async () => {
    const { main } = await render(resultsPage({ by: 'source', rows: sourceRows, from: '2026-06-01', to: '2026-06-14', previousPeriod: { from: '2026-05-18', to: '2026-05-31' } }, { range: 'custom' }));
    const tabs = [...main.querySelectorAll('nav[aria-label="Break the results down by"] a')];
    expect(tabs.map((a) => [text(a), a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Landing page', '/admin/results?from=2026-06-01&to=2026-06-14#results-table', null],
      ['Source / medium', '/admin/results?from=2026-06-01&to=2026-06-14&by=source#results-table', 'true'],
      ['Campaign', '/admin/results?from=2026-06-01&to=2026-06-14&by=campaign#results-table', null],
      ['Referrer', '/admin/results?from=2026-06-01&to=2026-06-14&by=referrer#results-table', null],
    ]);
    expect([...main.querySelectorAll('#results-table tbody th')].map(text)).toEqual(['google / cpc', 'linkedin / (none)', '(direct or none)']);
    expect(main.querySelectorAll('#results-table tbody a')).toHaveLength(0);
    expect(text(main)).toContain('Jun 1 – Jun 14, 2026, compared with May 18 – May 31');
    const csv = [...main.querySelectorAll('a')].filter((a) => text(a).startsWith('Download CSV')).map((a) => [text(a), a.getAttribute('href')]);
    expect(csv).toEqual([
      ['Download CSV of visitors and leads per day', '/api/admin/results.csv?from=2026-06-01&to=2026-06-14&by=source&table=daily'],
      ['Download CSV of where results come from', '/api/admin/results.csv?from=2026-06-01&to=2026-06-14&by=source'],
      ['Download CSV of funnel', '/api/admin/results.csv?from=2026-06-01&to=2026-06-14&by=source&table=funnel'],
    ]);
  });

  it('draws the first 100 rows of a long table and says the CSV has them all', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ key: `host${i}.example`, ...figures(250 - i, 0, 0, 0, 0, 0), previous: figures(0, 0, 0, 0, 0, 0) }));
    const { main } = await render(resultsPage({ by: 'referrer', rows }));
    const part = section(main, 'Where results come from');
    expect(part.querySelectorAll('tbody tr')).toHaveLength(100);
    expect(text(part.querySelector('tbody tr:last-child th')!)).toBe('host99.example');
    expect(text(part)).toContain('The first 100 of 250 rows; the total counts them all, and the CSV lists them all.');
  });

  it('says so when a table has no rows, and offers no CSV of it', async () => {
    const { main } = await render(resultsPage({ by: 'campaign', rows: [] }));
    const part = section(main, 'Where results come from');
    expect(part.querySelector('table')).toBeNull();
    expect(text(part)).toContain('No visits or leads by campaign in this period.');
    expect(part.querySelector('a[href^="/api/"]')).toBeNull();
  });

  it('draws the funnel: each step, its share of the visitors, a bar, and how many did not go on', async () => {
    const { main } = await render(resultsPage());
    const steps = [...section(main, 'Funnel').querySelectorAll('ol > li')];
    expect(steps.map((li) => [...li.querySelectorAll('p')].map(text))).toEqual([
      ['Visitors 4,210', '3,790 did not go on, 90 %'],
      ['Quote form opens 420 (10.0 % of visitors)', '170 did not go on, 40 %'],
      ['Forms started 250 (5.9 % of visitors)', '132 did not go on, 53 %'],
      ['Leads 118 (2.8 % of visitors)', '106 did not go on, 90 %'],
      ['Won 12 (0.3 % of visitors)'],
    ]);
    const bars = steps.map((li) => li.querySelector('svg')!);
    expect(bars.every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(bars.map((svg) => svg.querySelectorAll('rect')[1]?.getAttribute('width'))).toEqual(['100%', '10%', '5.9%', '2.8%', '0.3%']);
    // Nobody at all: no bar drawn past the track, no drop to speak of.
    const none = await render(resultsPage({ funnel: funnel([0, 0, 0, 0, 0]) }));
    const empty = [...section(none.main, 'Funnel').querySelectorAll('ol > li')];
    expect(empty.map((li) => li.querySelectorAll('rect').length)).toEqual([1, 1, 1, 1, 1]);
    expect(empty.map((li) => li.querySelectorAll('p').length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('draws visitors and leads per day as an SVG with a text alternative, and the numbers in a table', async () => {
    const { main } = await render(resultsPage());
    const part = section(main, 'Visitors and leads per day');
    const chart = part.querySelector('[role="img"]')!;
    expect(chart.getAttribute('aria-label')).toBe('Visitors and leads per day, Nov 1 – Nov 30, 2026: 4,305 visitors, the most on Nov 30 (187); 43 leads, the most on Nov 4 (3).');
    const [left, plot, right] = [...chart.children];
    expect([left, plot, right].map((el) => el!.tagName.toLowerCase())).toEqual(['svg', 'svg', 'svg']);
    expect(plot!.querySelectorAll('rect')).toHaveLength(30);
    expect(plot!.querySelectorAll('circle')).toHaveLength(30);
    expect(plot!.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(30);
    // Scales: visitors up to 200 on the left, leads up to 4 on the right; a label every 4th day.
    const labels = (svg: Element) => [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels(left!)).toEqual(['0', '50', '100', '150', '200']);
    expect(labels(right!)).toEqual(['0', '1', '2', '3', '4']);
    expect(labels(plot!)).toEqual(['Nov 1', 'Nov 5', 'Nov 9', 'Nov 13', 'Nov 17', 'Nov 21', 'Nov 25', 'Nov 29']);
    // No style attribute: the pages' CSP allows none.
    expect(chart.querySelector('[style]')).toBeNull();
    expect(text(part)).toContain('Visitors (bars, left scale)Leads (line, right scale)');
    const details = part.querySelector('details')!;
    expect(text(details.querySelector('summary')!)).toBe('Show the numbers');
    const table = details.querySelector('table')!;
    expect(text(table.querySelector('caption')!)).toBe('Visitors and leads per day, Nov 1 – Nov 30, 2026');
    expect(cells(table.querySelector('thead tr')!)).toEqual(['Day', 'Visitors', 'Leads']);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(30);
    expect(cells(rows[0]!)).toEqual(['Sun, Nov 1', '100', '0']);
    expect(rows[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-01');
  });

  it('draws one day, a year of days, and says so when there was no visit', async () => {
    const one = section((await render(resultsPage({ from: '2026-11-30', to: '2026-11-30', daily: days('2026-11-30', 1, () => [40, 2]) }, { range: 'today' }))).main, 'Visitors and leads per day');
    const oneSvg = one.querySelector('[role="img"]')!;
    expect(oneSvg.tagName).toBe('DIV');
    expect(oneSvg.getAttribute('aria-label')).toBe('Visitors and leads per day, Nov 30, 2026: 40 visitors, the most on Nov 30 (40); 2 leads, the most on Nov 30 (2).');
    expect(oneSvg.querySelectorAll('rect')).toHaveLength(1);
    expect(oneSvg.querySelector('polyline')).toBeNull();
    expect(oneSvg.querySelector('circle')!.getAttribute('cx')).toBe('50%');

    const year = section((await render(resultsPage({ from: '2025-12-01', to: '2026-11-30', daily: days('2025-12-01', 366, (i) => [i % 7 === 0 ? 0 : 20_000 + i, i % 9]) }))).main, 'Visitors and leads per day');
    const yearSvg = year.querySelector('[role="img"]')!;
    expect(yearSvg.outerHTML).not.toMatch(/NaN|Infinity/);
    expect(yearSvg.querySelectorAll('rect').length).toBe(366 - 53);
    expect(yearSvg.querySelectorAll('circle')).toHaveLength(0);
    const labels = [...yearSvg.querySelectorAll('svg:nth-child(2) > text')].map((t) => t.textContent);
    expect(labels).toEqual(['Dec 1', 'Jan 16', 'Mar 3', 'Apr 18', 'Jun 3', 'Jul 19', 'Sep 3', 'Oct 19']);
    expect(yearSvg.getAttribute('aria-label')).toContain('Visitors and leads per day, Dec 1, 2025 – Nov 30, 2026: ');

    const quiet = section((await render(resultsPage({ daily: days('2026-11-01', 30, () => [0, 0]) }))).main, 'Visitors and leads per day');
    expect(quiet.querySelector('svg, [role="img"]')).toBeNull();
    expect(text(quiet)).toContain('No visits in this period.');
  });

  it('is in the back office navigation for every role that reads the results', async () => {
    for (const base of [adminBase, viewerBase, { ...adminBase, admin: { username: 'erin', role: 'editor' as const } }]) {
      const { doc } = await render(resultsPage({}, {}, base));
      const link = [...doc.querySelectorAll('nav[aria-label="Admin"] a')].find((a) => text(a) === 'Results');
      expect(link?.getAttribute('href')).toBe('/admin/results');
    }
  });

  it('writes a zero total as zeros, with no change to speak of', async () => {
    const { main } = await render(resultsPage({ total: figures(0, 0, 0, 0, 0, 0), previousTotal: figures(0, 0, 0, 0, 0, 0) }));
    expect([...main.querySelectorAll('dl[aria-label="Totals of the period"] dd:last-child')].map(text)).toEqual(['(0 before)', '(0 before)', '(0 % before)', '(0 before)', '($0 before)']);
  });
});
