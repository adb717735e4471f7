/**
 * The starting list of the approved marketing claims: each claim with the figure phrases it allows, as the
 * copy writes them (a count or a multiple with its counted word: figures.ts). The migration that made the
 * list data seeded approved_claim with it; since then the team edits the rows in the studio
 * (/admin/claims) and the audit reads those. docs/product.md#231-approved-marketing-claims shows this list
 * (a unit test keeps the two equal).
 */
export interface ApprovedClaim {
  claim: string;
  figures: readonly string[];
}

export const APPROVED_CLAIMS: readonly ApprovedClaim[] = [
  // Round the clock implies any hour: the hours the copy names to show it (a call at 3 a.m.) are this claim.
  { claim: 'Availability 24/7/365, at any hour (the hours the copy names as examples)', figures: ['24/7/365', '24/7', '2 AM', '3 a.m.', '6 p.m.', '7 a.m.'] },
  { claim: 'On-time rate 99.8%, 99.9% or 99.5% depending on the page', figures: ['99.8%', '99.9%', '99.5%'] },
  { claim: '150+ countries', figures: ['150+ countries'] },
  { claim: '50+ partner countries', figures: ['50+ countries', '50+ partner'] },
  { claim: '10K+ deliveries', figures: ['10K+ deliveries'] },
  { claim: '300+ cities (one text says 100+)', figures: ['300+ cities', '100+ cities'] },
  { claim: '15+ years', figures: ['15+ years', '15 years'] },
  { claim: '70+ years combined experience', figures: ['70+ years', '70 years'] },
  { claim: '5,000+ shipments a month', figures: ['5,000+ shipments'] },
  { claim: '1000+ clients', figures: ['1000+ clients'] },
  { claim: '3x industry recognition', figures: ['3x industry'] },
  { claim: '10+ industries', figures: ['10+ industries'] },
  { claim: 'Rating 5.0 from 127 reviews', figures: ['5.0', '127 reviews'] },
  { claim: 'All 50 states', figures: [] },
  { claim: 'Case page stats: 99.8% on-time, $2.1M total savings, 47 min average dispatch, 15:1 average return', figures: ['99.8%', '$2.1M', '47 min', '15:1'] },
  { claim: 'A 2-hour emergency response case', figures: ['2-hour'] },
  { claim: 'Quote response in minutes', figures: [] },
  { claim: '15-minute quote response (slide-out and guides)', figures: ['15-minute'] },
  { claim: 'Emergency team responds in 30 minutes', figures: ['30 minutes'] },
  { claim: 'Pickup within 2 hours for emergency', figures: ['2 hours'] },
  { claim: '4 hours for same-day standard', figures: ['4 hours'] },
  { claim: '60-90 minutes for airport hand-carry pickup', figures: ['60-90 minutes'] },
  { claim: 'Pickups booked in 15-30 minutes', figures: ['15-30 minutes'] },
  { claim: 'Hand-carry dispatch within 30 minutes', figures: ['30 minutes'] },
  { claim: 'Booking advice 2-4 weeks ahead for major trade shows', figures: ['2-4 weeks'] },
  { claim: 'Cargo insurance up to $1M on most pages', figures: ['$1M'] },
  { claim: 'Cargo insurance up to $5M on the secure freight pages', figures: ['$5M'] },
  { claim: 'High-value means generally $50,000+', figures: ['$50,000+'] },
  { claim: 'GPS updates every 60 seconds', figures: ['60 seconds'] },
  { claim: 'Zero security breaches', figures: [] },
  { claim: 'Hand carry: carry-on limit about 22x14x9 inches, 50 lb on one page and 22 lbs on another', figures: ['22x14x9 inches', '50 lb', '22 lbs'] },
  { claim: 'Hand carry timelines: same-day to 24 hours domestic, 24-48 hours international', figures: ['24 hours', '24-48 hours'] },
  { claim: 'NFO: 4-8 hours domestic, 12-24 hours international', figures: ['4-8 hours', '12-24 hours'] },
  { claim: 'NFO ground pickup within 2-4 hours', figures: ['2-4 hours'] },
  { claim: 'Expedited trucking 2-5 times faster', figures: ['2-5 times faster', '2-5 times sooner'] },
  { claim: 'Expedited trucking 1-2 days versus 5-7 days standard', figures: ['1-2 days', '5-7 days'] },
  { claim: 'Same-day 2-8 hours', figures: ['2-8 hours'] },
  { claim: 'DC same-day 2-4 or 2-6 hours', figures: ['2-4 hours', '2-6 hours'] },
  { claim: 'Service radius 100 miles around DC', figures: ['100 miles'] },
  { claim: 'City page structured-data radius 50', figures: [] },
  { claim: 'Overnight pickup 5:00 PM-8:00 PM', figures: ['5:00 PM', '8:00 PM'] },
  { claim: 'Overnight morning delivery by 10:30 AM', figures: ['10:30 AM'] },
  { claim: 'Overnight weight up to 150 lbs', figures: ['150 lbs'] },
  { claim: 'Overnight up to 50% cheaper than same-day', figures: ['50%'] },
  { claim: 'Fleet: sprinter vans 3,500 lbs', figures: ['3,500 lbs'] },
  { claim: 'Fleet: box trucks 26,000', figures: ['26,000 lbs'] },
  { claim: 'Fleet: straight trucks 40,000', figures: ['40,000 lbs'] },
  { claim: 'Fleet: tractor trailers 80,000', figures: ['80,000 lbs'] },
  { claim: 'Express cargo: 2-4 hours local, 4-8 hours regional, next business day nationwide, up to 10,000 lbs, 100+ metro areas, 50 states', figures: ['2-4 hours', '4-8 hours', '10,000 lbs', '100+ metro'] },
  { claim: 'Article markup dates: 2025-01-01 for the expedited guide; 2025-09-30 for the hand-carry and white glove guides', figures: [] },

  // Not marketing claims: facts of the product that the pages state. Years (the awards of 2023 and 2024, the
  // 2025 guides) need no entry, since a year on its own is no figure.

  // The response promise the leads desk holds every lead to (RESPONSE_PROMISE_MINUTES, docs/product.md#13).
  { claim: 'Product fact: the quote response promise of 15 minutes', figures: ['15 minutes'] },
  // The home quote form's progress meter, as the server renders it before anything is typed.
  { claim: 'Product fact: the home quote form starts its progress meter at 0%', figures: ['0%'] },
];
