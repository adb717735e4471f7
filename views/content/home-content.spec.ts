import { AWARD_INTERVAL_MS } from './home-awards.js';
import { performanceMetrics } from './home-performance.js';
import { homeQuickNav } from './home-quick-nav.js';
import { cityExpediteHref, stateCards, stateCityLinks } from './home-states.js';
import { trustMetrics } from './home-trust.js';
import { serviceCards } from './home-what-we-do.js';
import { serviceButtons } from './home.js';


describe('home page content', () => {
  it('advances the awards carousel every 10 s (the awards are company facts: src/company-facts)', () => {
    expect(AWARD_INTERVAL_MS).toBe(10_000);
  });

  it('keeps the 12 service buttons of docs/product.md#2-pages-and-routes, in order', () => {
    expect(serviceButtons.map((b) => b.href)).toEqual([
      '/same-day-freight-delivery',
      '/hot-shot-trucking',
      '/emergency-logistics',
      '/medical-equipment-transport',
      '/air-expedite-services',
      '/ground-expedite-transport',
      '/expedited-freight-shipping',
      '/hand-carry-delivery',
      '/industries-we-serve#aerospace-defense',
      '/industries-we-serve#manufacturing-industrial',
      '/industries-we-serve#energy-oil-gas',
      '/industries-we-serve#pharmaceutical-biotech',
    ]);
  });

  it('links each state card to its state page and exactly its four city pages', () => {
    const links = Object.fromEntries(
      stateCards.map((state) => [`/locations/${state.slug}`, stateCityLinks(state).map((link) => link.href)]),
    );
    expect(links).toEqual({
      '/locations/texas': [
        '/locations/dallas-tx-expedite',
        '/locations/houston-tx-expedite',
        '/locations/san-antonio-tx-expedite',
        '/locations/austin-expedite',
      ],
      '/locations/ohio': [
        '/locations/columbus-oh-expedite',
        '/locations/cleveland-oh-expedite',
        '/locations/cincinnati-oh-expedite',
        '/locations/toledo-oh-expedite',
      ],
      '/locations/michigan': [
        '/locations/detroit-mi-expedite',
        '/locations/grand-rapids-mi-expedite',
        '/locations/ann-arbor-mi-expedite',
        '/locations/lansing-mi-expedite',
      ],
      '/locations/illinois': [
        '/locations/chicago-il-expedite',
        '/locations/aurora-il-expedite',
        '/locations/rockford-il-expedite',
        '/locations/naperville-il-expedite',
      ],
    });
    expect(cityExpediteHref(' San Antonio ', 'TX')).toBe('/locations/san-antonio-tx-expedite');
  });

  it('lists the quick-navigation links of docs/product.md#2-pages-and-routes in order', () => {
    expect(homeQuickNav.links.map((link) => link.href)).toEqual([
      '#services',
      '#contact',
      '#about',
      '/freight-agent-recruitment',
      '/carrier-partner-application',
      '/expedited-freight-shipping',
      '/hot-shot-trucking',
      '/same-day-freight-delivery',
      '/best-expedited-freight-companies-2025',
      '/top-hand-carry-couriers-2025',
      '/white-glove-logistics-experts-2025',
      '/industries-we-serve',
      '/express-cargo-delivery-services',
      '/expedited-trucking-freight-services',
    ]);
  });

  it('has three service cards and six figures in each metrics block', () => {
    expect(serviceCards).toHaveLength(3);
    for (const card of serviceCards) expect(card.features.length).toBeGreaterThanOrEqual(3);
    expect(performanceMetrics).toHaveLength(6);
    expect(trustMetrics).toHaveLength(6);
  });
});
