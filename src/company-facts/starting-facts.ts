import type { FactFieldsByKind, FactKind, PublicFactView } from '../../core/company-facts.js';

/** A fact as the migration seeds it: its kind and fields, in page order. */
export type StartingFact = { [K in FactKind]: { kind: K; fields: FactFieldsByKind[K] } }[FactKind];

/** Who the seeded rows were last changed by, as the studio lists them. */
export const FACTS_SEEDED_BY = 'starting list';

/**
 * The awards, magazine features and testimonials the pages showed before they became data the studio
 * edits (docs/product.md#253-company-facts): what the migration seeds, unconfirmed, and what the views'
 * unit tests render.
 */
export const STARTING_FACTS: readonly StartingFact[] = [
  {
    kind: 'award',
    fields: {
      image: 'award-logistics-excellence.svg',
      title: 'Regional Logistics Excellence Recognition',
      organization: 'Regional Logistics Council',
      year: 2024,
      category: 'Industry recognition',
      description:
        'Recognized among regional carriers for service quality on time-critical freight, including a 99.8% on-time delivery record.',
      detail: 'Expedited & time-critical carriers',
    },
  },
  {
    kind: 'award',
    fields: {
      image: 'award-shippers-choice.svg',
      title: "Shippers' Choice: Expedited Carrier",
      organization: "Independent Shippers' Panel",
      year: 2024,
      category: 'Customer choice',
      description:
        'Voted by shippers for responsiveness and communication, reflecting our 5.0 rating from 127 reviews.',
      detail: 'Expedited ground & air',
    },
  },
  {
    kind: 'award',
    fields: {
      image: 'award-emergency-response.svg',
      title: 'Emergency Response Recognition',
      organization: 'Freight Operations Forum',
      year: 2024,
      category: 'Industry recognition',
      description:
        'Recognized for 24/7/365 dispatch and an emergency team that responds within 30 minutes, any hour of any day.',
      detail: 'Emergency logistics',
    },
  },
  {
    kind: 'award',
    fields: {
      image: 'award-customer-service.svg',
      title: 'Customer Service Recognition',
      organization: 'Regional Shippers Association',
      year: 2023,
      category: 'Customer choice',
      description:
        'Shippers recognized the live dispatch desk that answers every call and sends a quote within minutes.',
      detail: 'Dispatch & customer care',
    },
  },
  {
    kind: 'award',
    fields: {
      image: 'award-specialized-handling.svg',
      title: 'Specialized Handling Recognition',
      organization: 'Logistics Industry Roundtable',
      year: 2023,
      category: 'Industry recognition',
      description:
        'Recognized for careful hand-carry and white glove handling of medical, aerospace and high-value freight.',
      detail: 'Hand-carry & white glove',
    },
  },
  {
    kind: 'feature',
    fields: {
      title: 'When Minutes Matter: Inside a 24/7 Expedite Dispatch Desk',
      publisher: 'Freight Operations Quarterly',
      featured: 'Operations profile',
      page: 'Page 34',
      date: 'Spring 2024',
      description:
        'A night on the dispatch desk: how a live team books next flight out, hand-carry and hot shot moves around the clock, and why quote response in minutes matters to a plant with a line down.',
      coverImage: 'magazine-freight-operations.svg',
      directPageUrl: null,
      category: 'Expedited freight',
    },
  },
  {
    kind: 'feature',
    fields: {
      title: 'The Courier Who Never Lets Go: Hand-Carry for Critical Parts',
      publisher: 'Supply Chain Review Monthly',
      featured: 'Industry spotlight',
      page: 'Page 18',
      date: 'October 2023',
      description:
        'How on-board couriers move aerospace and medical parts same-day to 24 hours domestic and 24-48 hours international, with the shipment in hand from pickup to signature.',
      coverImage: 'magazine-supply-chain-review.svg',
      directPageUrl: null,
      category: 'Hand-carry logistics',
    },
  },
  {
    kind: 'testimonial',
    fields: {
      quote:
        'When the call came in, I needed one thing: someone who would answer, give me a real plan and then do exactly what they said. Dispatch had a driver moving before I finished the purchase order, and I was watching the truck on the map the whole way. Our surgical teams never knew how close we came to cancelling their day.',
      role: 'Director of supply chain',
      organization: 'Regional hospital network',
    },
  },
  {
    kind: 'testimonial',
    fields: {
      quote:
        'Our maintenance desk has used plenty of expedite options, and the difference here is that they think about the airport, the airline cutoff and the hangar at once. The part was on the first flight out, the recovery driver was waiting at the cargo terminal, and the aircraft made its evening departure.',
      role: 'Maintenance control manager',
      organization: 'Regional airline',
    },
  },
];

/**
 * The starting facts as the page-data port answers them (ids made from their place, the built-in images):
 * for rendering pages without a database (the views' unit tests, the render benchmarks).
 */
export function startingFactViews(): PublicFactView[] {
  return STARTING_FACTS.map((fact, index) => ({ id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`, kind: fact.kind, fields: fact.fields, image: null }) as PublicFactView);
}
