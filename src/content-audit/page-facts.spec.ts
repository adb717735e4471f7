import { readPage } from './page-facts.js';

const HTML = `<!doctype html>
<html lang="en-US"><head>
<title> Dallas Expedite &amp; Courier </title>
<meta name="description" content="Same-day freight in Dallas &amp; Fort Worth.">
<meta name="Keywords" content="dallas, courier">
<meta name="robots" content="index, follow">
<link rel="preload" href="/a.woff2"><link rel="canonical" href="https://www.example.com/dallas">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Service"}</script>
<script type="application/ld+json">{"@type": </script>
<script src="/assets/main.js" type="module"></script>
<style>.x{color:red}</style>
</head><body>
<header><a href="/" aria-label="Home page"><img src="/logo.svg" alt="" width="40" height="40"></a>
<svg><title>Icon</title></svg><h2>Menu</h2></header>
<main>
<section id="hero" aria-labelledby="hero-title"><h1 id="hero-title">Dallas <em>expedite</em></h1><p>Intro text.</p>
  <section aria-labelledby="inner-title"><h2 id="inner-title">Inner</h2><p>Nested copy.</p></section>
  <script>var hidden = 1;</script>
</section>
<section aria-label="Awards"><h3>First award</h3></section>
<section><h2>Why us</h2><p>Because&nbsp;we   care.</p><template><p>Not shown</p></template><noscript>No JS</noscript></section>
<section id="plain"><p>x</p></section>
<section><p>y</p></section>
<details name="faq-a"><summary><h3>How fast?</h3></summary><p>Within 2 hours.</p></details>
<details name="states"><summary><span>Texas</span></summary><p>Dallas</p></details>
<div data-island="HomeQuoteForm" data-hydrate="visible"><form><label>Name</label></form></div>
<div data-island="Toaster"></div>
</main>
<footer><a href="#top"><img src="/up.svg" alt="Back to top"></a><a>No address</a><a href="/contact-us">Contact</a><a href="/x"></a>
<img src="/badge.png"><span>99.8%</span><span>on time</span></footer>
</body></html>`;

describe('readPage', () => {
  const facts = readPage(HTML);

  it('reads the head: title, description, keywords, robots and canonical, entities decoded', () => {
    expect(facts).toMatchObject({
      htmlBytes: Buffer.byteLength(HTML),
      title: 'Dallas Expedite & Courier',
      description: 'Same-day freight in Dallas & Fort Worth.',
      keywords: 'dallas, courier',
      robots: 'index, follow',
      canonical: 'https://www.example.com/dallas',
    });
  });

  it('answers null for what the head does not have, and "" for an empty title', () => {
    expect(readPage('<html><head><title></title></head><body><svg><title>Icon</title></svg></body></html>')).toMatchObject({
      title: '',
      description: null,
      keywords: null,
      robots: null,
      canonical: null,
    });
    expect(readPage('<p>no head</p>').title).toBeNull();
  });

  it('lists the company facts the page shows by their data-fact-id, once each, in document order', () => {
    const html = '<body><main><div data-fact-id="b"><p>One</p></div><ul><li data-fact-id="a">Two</li><li data-fact-id="b">Again</li><li data-fact-id="">None</li></ul></main></body>';
    expect(readPage(html).factIds).toEqual(['b', 'a']);
    expect(readPage('<body><p>No facts</p></body>').factIds).toEqual([]);
  });

  it('counts the bytes of the HTML as UTF-8', () => {
    expect(readPage('<p>é–</p>').htmlBytes).toBe(12);
  });

  it('lists the headings of the whole document in order, whitespace collapsed', () => {
    expect(facts.headings).toEqual([
      { level: 2, text: 'Menu' },
      { level: 1, text: 'Dallas expedite' },
      { level: 2, text: 'Inner' },
      { level: 3, text: 'First award' },
      { level: 2, text: 'Why us' },
      { level: 3, text: 'How fast?' },
    ]);
  });

  it('labels each section of <main> and measures its own visible text', () => {
    expect(facts.sections).toEqual([
      { label: 'Dallas expedite', textLength: 'Dallas expedite Intro text.'.length },
      { label: 'Inner', textLength: 'Inner Nested copy.'.length },
      { label: 'Awards', textLength: 'First award'.length },
      { label: 'Why us', textLength: 'Why us Because we care.'.length },
      { label: 'plain', textLength: 1 },
      { label: 'section 6', textLength: 1 },
    ]);
  });

  it('keeps each JSON-LD block with its value or its parse error', () => {
    expect(facts.jsonLd[0]).toEqual({ text: '{"@context":"https://schema.org","@type":"Service"}', value: { '@context': 'https://schema.org', '@type': 'Service' } });
    expect(facts.jsonLd[1]).toEqual({ text: '{"@type": ', error: expect.any(String) });
  });

  it('names each link by its aria-label, its text, or the alt of its images', () => {
    expect(facts.links.map(({ href, name }) => ({ href, name }))).toEqual([
      { href: '/', name: 'Home page' },
      { href: '#top', name: 'Back to top' },
      { href: null, name: 'No address' },
      { href: '/contact-us', name: 'Contact' },
      { href: '/x', name: '' },
    ]);
    expect(facts.links[0]!.html).toBe('<a href="/" aria-label="Home page"><img src="/logo.svg" alt="" width="40" height="40"></a>');
    expect(readPage(`<a href="/long">${'word '.repeat(40)}</a>`).links[0]!.html).toHaveLength(120);
  });

  it('lists ids, images with their attributes as written, scripts and islands', () => {
    expect(facts.ids).toEqual(['hero', 'hero-title', 'inner-title', 'plain']);
    expect(facts.images.map(({ src, alt, width, height }) => ({ src, alt, width, height }))).toEqual([
      { src: '/logo.svg', alt: '', width: '40', height: '40' },
      { src: '/up.svg', alt: 'Back to top', width: null, height: null },
      { src: '/badge.png', alt: null, width: null, height: null },
    ]);
    expect(facts.scripts).toEqual(['/assets/main.js']);
    expect(facts.islands).toEqual([
      { name: 'HomeQuoteForm', hydrate: 'visible' },
      { name: 'Toaster', hydrate: 'idle' },
    ]);
  });

  it('takes the FAQ questions from the headings of <details> summaries only', () => {
    expect(facts.faq).toEqual(['How fast?']);
  });

  it('reads the visible text of the body: no script, style, template or noscript, elements kept apart', () => {
    expect(facts.text).toBe(
      'Icon Menu Dallas expedite Intro text. Inner Nested copy. First award Why us Because we care. x y How fast? Within 2 hours. Texas Dallas Name No address Contact 99.8% on time',
    );
  });

  it('splits the visible text into runs at element boundaries, and gives a stat value its label', () => {
    const runs = readPage('<body><p>Over <strong>300+</strong> cities</p><dl><div><dt>Years in <em>freight</em></dt><dd>15+</dd></div></dl><span>99.8%</span><span>on time</span><script>1+</script></body>').runs;
    expect(runs).toEqual([{ text: 'Over 300+ cities' }, { text: 'Years in freight' }, { text: '15+', label: 'Years in freight' }, { text: '99.8%' }, { text: 'on time' }]);
  });
});
