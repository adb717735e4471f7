import { renderToString } from 'react-dom/server';
import { HomeQuoteForm } from '../quote/home-quote-form.js';
import { QuoteDialog } from '../quote/quote-dialog.js';
import { AwardsCarousel } from '../pages/home/awards-carousel.js';
import { Toaster } from '../layout/toaster.js';
import { Island, IslandCollector, IslandContext } from './island.js';

function Greeting({ text }: { text: string }) {
  return <p>{text}</p>;
}

function render(text: string, collector = new IslandCollector()) {
  const html = renderToString(
    <IslandContext.Provider value={collector}>
      <Island name="SiteNav" component={Greeting as never} props={{ text } as never} hydrate="visible" />
    </IslandContext.Provider>,
  );
  return { html, collector };
}

describe('Island', () => {
  it('renders the component HTML inside a marker with its name, strategy and id', () => {
    const { html, collector } = render('Hello');
    expect(html).toContain('<div data-island="SiteNav" data-hydrate="visible" data-island-id="i0"><p>Hello</p></div>');
    expect([...collector.names]).toEqual(['SiteNav']);
  });

  it('writes props as a JSON data block that cannot break out of its script element', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const { html } = render(hostile);
    const block = /<script type="application\/json" id="i0-props">([\s\S]*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual({ text: hostile });
    // Exactly one closing tag: the data block's own.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('numbers islands so ids and useId prefixes never collide', () => {
    const collector = new IslandCollector();
    render('a', collector);
    const { html } = render('b', collector);
    expect(html).toContain('data-island-id="i1"');
  });

  it('refuses to render outside a page render', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<Island name="SiteNav" component={Greeting as never} props={{ text: 'x' } as never} />)).toThrow(
      'Island must be rendered inside an IslandContext provider',
    );
  });
});

// Type-level: `npm run typecheck` fails if any line under a @ts-expect-error compiles.
describe('Island props are typed from the island registry', () => {
  it('pairs a name only with its registry component and that component\'s props', () => {
    const quoteProps = { phone: '555 0100', phoneHref: 'tel:5550100' };
    const elements = [
      <Island name="QuoteDialog" component={QuoteDialog} props={quoteProps} />,
      <Island name="Toaster" component={Toaster} props={{}} />,
      // @ts-expect-error another island's component under this name
      <Island name="QuoteDialog" component={AwardsCarousel} props={quoteProps} />,
      // @ts-expect-error same props shape, still another island (the displayName tells them apart)
      <Island name="Toaster" component={HomeQuoteForm} props={{}} />,
      // @ts-expect-error props the component does not take
      <Island name="QuoteDialog" component={QuoteDialog} props={{ phone: '555 0100' }} />,
      // @ts-expect-error a component the registry does not know
      <Island name="Toaster" component={Greeting} props={{ text: 'x' }} />,
      // @ts-expect-error a name the registry does not know
      <Island name="Nope" component={Toaster} props={{}} />,
    ];
    expect(elements.map((element) => element.props.name)).toEqual(['QuoteDialog', 'Toaster', 'QuoteDialog', 'Toaster', 'QuoteDialog', 'Toaster', 'Nope']);
  });
});
