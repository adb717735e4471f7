import type { Metric } from './page-content.js';

/** Trust section of the home page (docs/product.md#2-pages-and-routes), anchored as #about; figures are the allowed marketing claims only. */
export const trustSection = {
  eyebrow: 'Why shippers trust us',
  title: 'Experience you can hand a critical shipment to',
  intro:
    'Manufacturers, hospitals, aerospace teams and freight forwarders call us when a missed deadline would cost far more than the freight. They come back because the same things happen on every shipment.',
  points: [
    'A live dispatcher answers 24/7/365, including holidays',
    'Quote response in minutes, with a clear price before pickup',
    'Emergency team responds in 30 minutes',
    'GPS updates every 60 seconds until proof of delivery',
  ],
} as const;

export const trustMetrics: readonly Metric[] = [
  { metric: '15+', label: 'Years in expedited freight', description: 'Time-critical shipping is all we do.' },
  { metric: '70+', label: 'Years of combined experience', description: 'Dispatchers and managers who have seen every kind of emergency.' },
  { metric: '1000+', label: 'Clients served', description: 'Shippers who call us first when freight cannot wait.' },
  { metric: '3x', label: 'Industry recognition', description: 'Honored by logistics industry groups for service.' },
  { metric: '5.0', label: 'Rating from 127 reviews', description: 'Five stars from the shippers who use us.' },
  { metric: '$1M', label: 'Cargo insurance', description: 'Cargo coverage up to $1M, so high-value freight travels protected.' },
];
