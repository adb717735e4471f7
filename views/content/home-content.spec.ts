import { existsSync } from 'node:fs';
import { awards, AWARD_INTERVAL_MS } from './home-awards.js';
import { magazineFeatures } from './home-magazine.js';
import { performanceMetrics } from './home-performance.js';
import { homeQuickNav } from './home-quick-nav.js';
import { cityExpediteHref, stateCards, stateCityLinks } from './home-states.js';
import { trustMetrics } from './home-trust.js';
import { serviceCards } from './home-what-we-do.js';
import { serviceButtons } from './home.js';

const asset = (name: string) => existsSync(`views/assets/${name}`);

describe('home page content', () => {
  it('has five awards from 2023-2024 with unique ids and a shipped SVG each', () => {
    expect(awards).toHaveLength(5);
    expect(new Set(awards.map((a) => a.id)).size).toBe(5);
    for (const award of awards) {
      expect([2023, 2024]).toContain(award.year);
      expect(award.image).toMatch(/\.svg$/);
      expect(asset(award.image)).toBe(true);
      for (const field of [award.title, award.description, award.organization, award.category, award.detail]) {
        expect(field.trim()).not.toBe('');
      }
    }
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

  it('shows two magazine features with shipped cover art and no invented outbound links', () => {
    expect(magazineFeatures).toHaveLength(2);
    for (const feature of magazineFeatures) {
      expect(asset(feature.coverImage)).toBe(true);
      expect(feature.directPageUrl).toBeUndefined();
    }
  });

  it('has three service cards and six figures in each metrics block', () => {
    expect(serviceCards).toHaveLength(3);
    for (const card of serviceCards) expect(card.features.length).toBeGreaterThanOrEqual(3);
    expect(performanceMetrics).toHaveLength(6);
    expect(trustMetrics).toHaveLength(6);
  });
});
