import { cityPagePath } from '../../core/city-slug.js';
import type { CityView } from '../../core/render-contract.js';
import { stateAbbreviation, US_STATES } from '../../core/us-states.js';
import type { Block, ServicePageContent } from './page-content.js';

/**
 * The page of one city (/locations/<urlPath>), written from its facts (docs/product.md#19-city-pages):
 * the generated title, description, H1 and intro stored with the city, and sections composed here from
 * its state, population, industries and airports. Every sentence names the city, so no two pages match.
 */

/** Same-day service radius the city page's structured data declares, in miles. */
export const CITY_SERVICE_RADIUS_MILES = 50;

const numberFormat = new Intl.NumberFormat('en-US');

/** "energy, aerospace and petrochemicals" */
function listText(items: readonly string[]): string {
  const lower = items.map((item) => (/^[A-Z][a-z]/.test(item) && !/^[A-Z]{2,}/.test(item) ? item[0]!.toLowerCase() + item.slice(1) : item));
  if (lower.length <= 1) return lower.join('');
  return `${lower.slice(0, -1).join(', ')} and ${lower.at(-1)}`;
}

/** The cities a page offers as "other service areas": nearest first. */
export function nearestCities(city: CityView, all: readonly CityView[], count = 6): CityView[] {
  const rad = Math.PI / 180;
  const distance = (other: CityView) => {
    const dLat = (other.latitude - city.latitude) * rad;
    const dLon = (other.longitude - city.longitude) * rad * Math.cos(((other.latitude + city.latitude) / 2) * rad);
    return Math.hypot(dLat, dLon);
  };
  return all
    .filter((other) => other.urlPath !== city.urlPath)
    .map((other) => ({ other, d: distance(other) }))
    .sort((a, b) => a.d - b.d || a.other.name.localeCompare(b.other.name))
    .slice(0, count)
    .map(({ other }) => other);
}

export function cityPageContent(city: CityView, nearby: readonly CityView[]): ServicePageContent {
  const st = stateAbbreviation(city.state);
  const place = `${city.name}, ${st}`;
  const [firstAirport, ...otherAirports] = city.airportCodes;
  const airports = city.airportCodes.length ? listText(city.airportCodes) : 'the nearest commercial airport';
  const population = numberFormat.format(city.population);
  const industries = listText(city.industries.slice(0, 4));
  const state = US_STATES.find((s) => s.code === city.stateCode);
  const statePage = state?.hasStatePage ? `/locations/${state.slug}` : undefined;

  const blocks: Block[] = [
    {
      type: 'prose',
      eyebrow: `Expedited freight in ${place}`,
      title: `Time-critical shipping in ${city.name}, ${city.state}`,
      paragraphs: [
        `${place} is home to about ${population} people, and businesses across ${city.state} count on freight that arrives when it is promised. When a shipment in ${city.name} cannot wait for a scheduled carrier, our dispatch team books the fastest option for it: a dedicated vehicle that leaves as soon as it is loaded, a hand-carry courier on the next flight, or space on the next flight out from ${firstAirport ?? 'the nearest airport'}.`,
        `Work in ${city.name} leans on ${industries}, and each of those has its own deadline: a line that stops, a site that waits, a patient or a customer who cannot be moved. We quote in minutes, pick up within 2 hours in an emergency and within 4 hours for standard same-day work, and keep you updated until the delivery is signed for.`,
        `Dispatch answers 24/7/365, weekends and holidays included. Tell us where the freight is in ${city.name}, where it has to be and by when, and we will send back a plan with a firm pickup time and a price before anything moves.`,
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Services',
      title: `How we move urgent freight from ${city.name}`,
      cards: [
        {
          icon: 'truck',
          title: 'Same-day and hot shot',
          href: '/same-day-freight-delivery',
          badge: '2-8 hours',
          description: `A dedicated van or truck collects in ${city.name} and drives straight to the destination, with no terminals and no transfers.`,
          features: ['Emergency pickup within 2 hours', 'GPS updates every 60 seconds', 'Cargo insurance up to $1M'],
        },
        {
          icon: 'plane',
          title: 'Next flight out',
          href: '/next-flight-out-nfo',
          badge: '4-8 hours domestic',
          description: `We book the next commercial flight from ${airports}, recover the freight at the other end and deliver it door to door.`,
          features: ['12-24 hours international', 'Ground pickup within 2-4 hours', 'Airport recovery and final mile'],
        },
        {
          icon: 'briefcase',
          title: 'Hand-carry courier',
          href: '/hand-carry-on-board-courier',
          badge: 'Dispatch in 30 minutes',
          description: `An on-board courier collects your part or documents in ${city.name} and flies with them as carry-on, never out of sight.`,
          features: ['Same-day to 24 hours domestic', '24-48 hours international', 'Signed proof of delivery'],
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Local insight',
      title: `Shipping in and out of ${city.name}`,
      intro: `What dispatch weighs when it plans a shipment from ${place}: the industries that call on us, the airports within reach and where the city sits.`,
      cards: [
        { icon: 'gear', title: 'Industries we serve here', description: `Urgent work in the ${city.name} area often comes from ${listText(city.industries)}.` },
        {
          icon: 'plane',
          title: 'Airports within reach',
          description: firstAirport
            ? `${firstAirport} is the closest airport with scheduled flights${otherAirports.length ? `, with ${listText(otherAirports)} as alternatives when an earlier flight leaves from there` : ''}.`
            : `Dispatch picks the nearest airport with a flight that meets your deadline.`,
        },
        { icon: 'map', title: 'Where we pick up', description: `Our pickups in ${city.name} start ${city.landmark.replace(/^near /, 'near ')} and reach every address in the metro area and across ${city.state}.` },
      ],
    },
    {
      type: 'faq',
      eyebrow: 'FAQ',
      title: `Expedited freight in ${city.name}: questions`,
      items: [
        {
          question: `Do you offer same-day delivery in ${city.name}?`,
          answer: `Yes. A dedicated vehicle can collect in ${city.name} within 2 hours for an emergency, or within 4 hours for standard same-day work, and deliver in 2-8 hours depending on the distance. Dispatch answers 24/7/365, so the same applies at night and on holidays.`,
        },
        {
          question: `Can you ship internationally from ${city.name}?`,
          answer: `Yes. We move international shipments by next flight out from ${airports} or with a hand-carry courier, typically in 12-24 hours by air cargo and 24-48 hours hand-carried, to more than 150 countries. Tell us the commodity and value so we can check paperwork before pickup.`,
        },
        {
          question: 'What is the difference between expedited and standard freight?',
          answer: `Standard freight waits for a scheduled route and is handled at terminals along the way. Expedited freight from ${city.name} travels on its own: one vehicle, one driver or one courier, straight to the destination, often 2-5 times faster, with updates the whole way.`,
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Related services',
      title: `More ways to ship from ${city.name}`,
      links: [
        { label: 'Hot Shot Trucking', href: '/hot-shot-trucking', description: `Partial loads and single machines from ${city.name}, on a dedicated truck.` },
        { label: 'White Glove Delivery', href: '/white-glove-delivery', description: 'Inside delivery, placement and packaging removal by a trained crew.' },
        { label: 'Medical Equipment Transport', href: '/medical-equipment-transport', description: 'Careful, tracked moves for devices, instruments and supplies.' },
        { label: 'Secure Freight Transport', href: '/secure-freight-transport', description: 'Exclusive-use vehicles and sealed loads for high-value freight.' },
        { label: 'Emergency Logistics', href: '/emergency-logistics', description: 'A 4-step response when a line stops or a site waits.' },
        { label: 'Air Expedite', href: '/air-expedite-services', description: 'Air freight on the next flight out when the road is too slow.' },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Other service areas',
      title: `Cities near ${city.name}`,
      intro: `The same dispatch desk covers ${city.state} and every neighbouring state around the clock.`,
      links: [
        ...nearby.map((other) => ({
          label: `${other.name}, ${stateAbbreviation(other.state)}`,
          href: cityPagePath(other),
          description: `Expedited freight and courier service in ${other.name}, ${other.state}.`,
        })),
        ...(statePage ? [{ label: `All of ${city.state}`, href: statePage, description: `Cities, airports and services across ${city.state}.` }] : []),
        { label: 'All locations', href: '/locations', description: 'Every city we serve, state by state.' },
      ],
    },
    {
      type: 'cta',
      tone: 'dark',
      eyebrow: 'Get moving',
      title: `Need something moved in ${city.name} today?`,
      paragraphs: [
        `Send the pickup and delivery addresses, the size and weight, and the time it has to arrive. We answer with a plan and a price within minutes, any hour of any day.`,
        `If the shipment is already late, call dispatch instead: a live dispatcher in our 24/7 operations team can have a vehicle rolling toward your dock in ${city.name} while you finish the paperwork.`,
        `Every shipment is tracked with GPS updates every 60 seconds and closes with a signed proof of delivery, so the people waiting in ${city.state} know exactly when it lands.`,
      ],
      actions: [
        { kind: 'quote', label: 'Get Instant Quote', source: 'city_page_cta' },
        { kind: 'call' },
      ],
    },
  ];

  return {
    family: 'service',
    path: cityPagePath(city),
    meta: { title: city.titleTag, description: city.metaDescription, keywords: [`expedited freight ${city.name}`, `courier ${city.name}`, `same-day delivery ${city.name}`, `hot shot ${city.name} ${st}`, `next flight out ${firstAirport ?? city.name}`] },
    breadcrumb: place,
    parent: { label: 'Locations', href: '/locations' },
    quoteHookSource: 'city_page',
    service: { name: `Expedited freight in ${place}`, serviceType: 'Expedited freight and courier', areaServed: `${city.name}, ${city.state}` },
    hero: {
      eyebrow: `${place} · 24/7 dispatch`,
      title: city.h1Tag,
      intro: city.introText,
      actions: [
        { kind: 'quote', label: 'Get Instant Quote', source: 'city_page_hero' },
        { kind: 'call' },
      ],
      panel: {
        title: `${city.name} at a glance`,
        points: [
          `Population about ${population}`,
          firstAirport ? `Airports: ${city.airportCodes.join(', ')}` : 'Airport recovery nationwide',
          `Pickup ${city.landmark}`,
          'Dispatch 24/7/365, holidays included',
        ],
      },
    },
    blocks,
  };
}
