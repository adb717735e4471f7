import type { APIRequestContext } from '@playwright/test';
import { query } from './db.js';

// Leads for the desk's end-to-end tests, sent through the public API (as the site's forms send them) and,
// for the overdue ones, moved back in time in the database.

/** The phone of a seeded quote, as a visitor may type it: the desk shows it formatted. */
export const DESK_LEAD_PHONE = '7045550100';

let address = 0;
/** Each post comes from an address of its own (TRUST_PROXY=loopback): the per-IP lead limits never bite. */
const from = () => ({ 'X-Forwarded-For': `198.51.100.${(address++ % 250) + 1}` });
const key = () => `desk-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;

export async function postQuote(request: APIRequestContext, who: { first: string; last: string; email: string; phone?: string; pickup?: string; delivery?: string; utm?: Record<string, string> }): Promise<string> {
  const response = await request.post('/api/quotes', {
    headers: { ...from(), 'Idempotency-Key': key() },
    data: {
      firstName: who.first,
      lastName: who.last,
      email: who.email,
      phone: who.phone ?? DESK_LEAD_PHONE,
      pickup: who.pickup ?? 'Charlotte, NC',
      delivery: who.delivery ?? 'Dallas, TX',
      service: 'hot-shot',
      timeframe: 'asap',
      message: 'Two pallets of machine parts, liftgate needed at delivery.',
      source: 'slide_out_hero_section',
      timestamp: new Date().toISOString(),
      landingPage: '/hot-shot-trucking',
      referrer: 'https://www.google.com/',
      ...(who.utm ? { utm: who.utm } : {}),
    },
  });
  if (response.status() !== 201) throw new Error(`quote: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export async function postFreightAgent(request: APIRequestContext, company: string, email: string): Promise<void> {
  const response = await request.post('/api/freight-agent-inquiries', {
    headers: { ...from(), 'Idempotency-Key': key() },
    data: { company, contactName: 'Morgan Reyes', email, phone: '(404) 555-0142', yearsExperience: 8, hasBookOfBusiness: true, statesServed: ['GA', 'SC'] },
  });
  if (response.status() !== 201) throw new Error(`freight agent: ${response.status()} ${await response.text()}`);
}

export async function postCarrier(request: APIRequestContext, company: string, email: string): Promise<void> {
  const response = await request.post('/api/carrier-applications', {
    headers: { ...from(), 'Idempotency-Key': key() },
    data: { company, contactName: 'Sam Okafor', email, phone: '(214) 555-0170', usdotNumber: '1234567', equipmentTypes: ['sprinter-van'], statesServed: ['TX'], insuranceConfirmed: true },
  });
  if (response.status() !== 201) throw new Error(`carrier: ${response.status()} ${await response.text()}`);
}

/** Moves a lead's receipt back by `minutes` (the desk counts overdue from received_at). */
export async function receivedMinutesAgo(email: string, minutes: number): Promise<void> {
  await query(`update lead set received_at = now() - make_interval(mins => $2) where email = $1`, [email, minutes]);
  await query(`update lead_event e set at = l.received_at from lead l where e.lead_id = l.id and e.type = 'received' and l.email = $1`, [email]);
}

/** About ten leads of every kind, three of them still new well past the 15-minute promise. */
export async function seedDesk(request: APIRequestContext, tag: string): Promise<void> {
  const people = [
    ['Ada', 'Lovelace'], ['Grace', 'Hopper'], ['Katherine', 'Johnson'], ['Alan', 'Turing'], ['Edsger', 'Dijkstra'], ['Barbara', 'Liskov'],
  ] as const;
  for (const [i, [first, last]] of people.entries()) {
    await postQuote(request, { first, last, email: `${first.toLowerCase()}.${tag}@example.test`, pickup: ['Charlotte, NC', 'Atlanta, GA', 'Memphis, TN'][i % 3], delivery: ['Dallas, TX', 'Denver, CO', 'Newark, NJ'][i % 3], utm: i % 2 ? { source: 'google', medium: 'cpc', campaign: 'hot-shot' } : undefined });
  }
  await postFreightAgent(request, 'Peachtree Freight Agents', `agent.${tag}@example.test`);
  await postFreightAgent(request, 'Lowcountry Logistics', `agent2.${tag}@example.test`);
  await postCarrier(request, 'Lone Star Sprinters', `carrier.${tag}@example.test`);
  await postCarrier(request, 'Big D Hot Shot LLC', `carrier2.${tag}@example.test`);
  await receivedMinutesAgo(`ada.${tag}@example.test`, 95);
  await receivedMinutesAgo(`grace.${tag}@example.test`, 42);
  await receivedMinutesAgo(`agent.${tag}@example.test`, 18);
  await receivedMinutesAgo(`carrier2.${tag}@example.test`, 60 * 26);
}
