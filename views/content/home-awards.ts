/** Awards carousel and its call to action on the home page (docs/product.md#2-pages-and-routes). */

/** Award (docs/product.md#2-pages-and-routes). `image` names an SVG in views/assets; the page resolves it to a built URL. */
export interface Award {
  readonly id: string;
  readonly image: string;
  readonly title: string;
  readonly description: string;
  readonly organization: string;
  readonly year: number;
  readonly category: string;
  readonly detail: string;
}

/** Drawn size of every award image (the SVGs share one canvas), so the layout never shifts. */
export const AWARD_IMAGE_SIZE = { width: 160, height: 160 } as const;

/** Auto-advance interval of the carousel (docs/product.md#13-business-constants: 10 s over 5 awards). */
export const AWARD_INTERVAL_MS = 10_000;

export const awardsSection = {
  eyebrow: 'Recognition',
  title: 'Recognized for keeping freight on schedule',
  intro:
    'Industry groups and the shippers we serve have recognized our dispatch team for on-time performance, responsiveness and care with critical freight. Each one came from people who watched a shipment arrive when it had to. Five of those recognitions from 2023 and 2024:',
  carouselLabel: 'Awards and recognition',
} as const;

export const awardsCta = {
  title: 'Put the same team on your next shipment',
  text: 'Tell dispatch where the freight is, where it has to be and by when. Quote response in minutes, day or night, 24/7/365.',
  quoteLabel: 'Get a Quote',
  callLabel: 'Or call dispatch',
} as const;

export const awards: readonly Award[] = [
  {
    id: 'regional-logistics-excellence-2024',
    image: 'award-logistics-excellence.svg',
    title: 'Regional Logistics Excellence Recognition',
    organization: 'Regional Logistics Council',
    year: 2024,
    category: 'Industry recognition',
    description:
      'Recognized among regional carriers for service quality on time-critical freight, including a 99.8% on-time delivery record.',
    detail: 'Expedited & time-critical carriers',
  },
  {
    id: 'shippers-choice-2024',
    image: 'award-shippers-choice.svg',
    title: "Shippers' Choice: Expedited Carrier",
    organization: "Independent Shippers' Panel",
    year: 2024,
    category: 'Customer choice',
    description:
      'Voted by shippers for responsiveness and communication, reflecting our 5.0 rating from 127 reviews.',
    detail: 'Expedited ground & air',
  },
  {
    id: 'emergency-response-2024',
    image: 'award-emergency-response.svg',
    title: 'Emergency Response Recognition',
    organization: 'Freight Operations Forum',
    year: 2024,
    category: 'Industry recognition',
    description:
      'Recognized for 24/7/365 dispatch and an emergency team that responds within 30 minutes, any hour of any day.',
    detail: 'Emergency logistics',
  },
  {
    id: 'customer-service-2023',
    image: 'award-customer-service.svg',
    title: 'Customer Service Recognition',
    organization: 'Regional Shippers Association',
    year: 2023,
    category: 'Customer choice',
    description:
      'Shippers recognized the live dispatch desk that answers every call and sends a quote within minutes.',
    detail: 'Dispatch & customer care',
  },
  {
    id: 'specialized-handling-2023',
    image: 'award-specialized-handling.svg',
    title: 'Specialized Handling Recognition',
    organization: 'Logistics Industry Roundtable',
    year: 2023,
    category: 'Industry recognition',
    description:
      'Recognized for careful hand-carry and white glove handling of medical, aerospace and high-value freight.',
    detail: 'Hand-carry & white glove',
  },
];
