import { Readable } from 'node:stream';
import type { LeadSummaryView } from '../../core/lead-desk.js';
import { csvRow, leadsCsv } from './lead-csv.js';

const lead: LeadSummaryView = {
  id: '0b7c1d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e',
  kind: 'quote',
  status: 'new',
  receivedAt: '2026-11-23T19:16:02.123Z',
  name: 'Dana Reyes',
  company: null,
  email: 'dana@shipper.test',
  phone: '(704) 555-0142',
  source: 'home_form',
  route: 'Dallas, TX -> Atlanta, GA',
  service: 'hot-shot',
  timeframe: null,
  firstResponseAt: null,
  owner: null,
  value: null,
  lostReason: null,
};

describe('CSV export', () => {
  it('writes the columns in order with empty cells for nothing and the desk link', () => {
    expect(csvRow(lead, 'https://site.test/admin/leads/')).toEqual([
      lead.id,
      'quote',
      'new',
      '2026-11-23T19:16:02.123Z',
      '',
      '',
      'Dana Reyes',
      '',
      'dana@shipper.test',
      '(704) 555-0142',
      'home_form',
      'Dallas, TX -> Atlanta, GA',
      'hot-shot',
      '',
      `https://site.test/admin/leads/${lead.id}`,
      '',
      '',
    ]);
  });

  it('writes a won lead\'s value in dollars with cents, and a lost lead\'s reason code', () => {
    expect(csvRow({ ...lead, status: 'won', value: 1800 }, '/').slice(-2)).toEqual(['1800.00', '']);
    expect(csvRow({ ...lead, status: 'won', value: 1250.5 }, '/').slice(-2)).toEqual(['1250.50', '']);
    expect(csvRow({ ...lead, status: 'lost', lostReason: 'no_capacity' }, '/').slice(-2)).toEqual(['', 'no_capacity']);
  });

  it('writes the owner\'s username', () => {
    expect(csvRow({ ...lead, owner: 'sam.dispatch' }, 'https://site.test/admin/leads/')[5]).toBe('sam.dispatch');
  });

  const HEADER = 'id,kind,status,received_at,first_response_at,owner,name,company,email,phone,source,route,service,timeframe,desk_url,value,lost_reason';
  const csvOf = async (batches: LeadSummaryView[][]) => {
    const chunks: string[] = [];
    for await (const chunk of leadsCsv(Readable.from(batches), 'https://site.test/admin/leads/')) chunks.push(String(chunk));
    return chunks;
  };

  /** The name cell of a one-lead export whose name is `name`. */
  const nameCell = async (name: string) => {
    const [line] = (await csvOf([[{ ...lead, name }]])).join('').split('\r\n').slice(1);
    return line!.split(',')[6];
  };

  it.each(['=1+1', '+1 704 555 0100', '-2', '@SUM(A1)', '\uFF1D1+1', '\uFF0B1', '\uFF0D2', '\uFF20SUM(A1)', '\tcmd', '\rcmd'])('writes %j with a leading quote, as text', async (value) => {
    expect(await nameCell(value)).toBe(`'${value}`);
  });

  it.each(['Dana', ' =not first', "'quoted", '1+1'])('writes %j as it is', async (value) => {
    expect(await nameCell(value)).toBe(value);
  });

  it('streams a header row, then one chunk of quoted rows per batch', async () => {
    const chunks = await csvOf([[lead, { ...lead, name: '=cmd|"x"' }], [lead]]);
    expect(chunks).toHaveLength(2);
    const lines = chunks.join('').split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines[2]).toContain(`,"'=cmd|""x""",`);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('writes the header alone when nothing matches', async () => {
    expect(await csvOf([])).toEqual([`${HEADER}\r\n`]);
  });
});
