/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { act } from 'react';
import type { LeadDetailView } from '../../../core/lead-desk.js';
import { OUTCOME_TEXTS, parseDollars } from '../../../core/lead-outcome.js';
import { statusChangeText } from '../../../core/lead-timeline-text.js';
import { islandRoot } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { detail } from '../shared/admin-fixtures.js';
import { islandDriver } from '../shared/island-driver.js';
import { CHOOSE_A_REASON } from './lead-outcome-form.js';
import { LeadWorkbench } from './lead-workbench.js';

// A lead's outcome on its page (docs/product.md#21-leads-desk): won asks for the value, lost for the reason,
// and both can be changed afterwards.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function answer(body: unknown) {
  const json = JSON.stringify(body);
  return { ok: true, status: 200, statusText: '', text: () => Promise.resolve(json), headers: new Headers() };
}

describe('a lead\'s outcome on the workbench', () => {
  const harness = islandRoot();
  const { fetchMock } = harness;
  const { calls, button, click, type, submit } = islandDriver(harness);
  const mount = (lead: Pick<LeadDetailView, 'status' | 'value' | 'lostReason'>) =>
    act(() =>
      harness.root.render(
        <LeadWorkbench
          leadId={detail.id}
          status={lead.status}
          outcome={{ value: lead.value, lostReason: lead.lostReason }}
          notes={[]}
          timeline={detail.timeline}
          canEdit
          owner={null}
          me="alice"
          owners={[]}
          timeZone="America/New_York"
          overdueFor={null}
        />,
      ),
    );
  const answerWith = (lead: Partial<LeadDetailView>) => fetchMock.mockResolvedValue(answer({ success: true, lead: { ...detail, ...lead, timeline: [...detail.timeline, { ...detail.timeline[0]!, type: 'status', text: 'moved' }] } }));
  const form = () => harness.container.querySelector<HTMLFormElement>('form[aria-label^="Won"], form[aria-label^="Lost"]');
  const status = () => text(harness.container.querySelector('section:nth-of-type(2)')!);

  it('asks a move to won for its value first, sends it in dollars, then shows it', async () => {
    mount({ status: 'quoted', value: null, lostReason: null });
    await click(button('Won'));
    expect(calls()).toEqual([]);
    const value = harness.container.querySelector<HTMLInputElement>('input[name="value"]')!;
    expect(document.activeElement).toBe(value);
    answerWith({ status: 'won', value: 1800.5 });
    await type(value, '$1,800.50');
    await submit(form()!);
    expect(calls()).toEqual([`PATCH /api/admin/leads/${detail.id} {"status":"won","value":1800.5}`]);
    expect(form()).toBeNull();
    expect(status()).toContain('Value: $1,800.50');
  });

  it('sends won without a value when none is typed, and refuses a value the API would', async () => {
    mount({ status: 'quoted', value: null, lostReason: null });
    await click(button('Won'));
    const value = harness.container.querySelector<HTMLInputElement>('input[name="value"]')!;
    await type(value, '12.345');
    await submit(form()!);
    expect(calls()).toEqual([]);
    expect(text(harness.container.querySelector('[role="alert"]')!)).toBe(OUTCOME_TEXTS.valueRule.replace(/^value/, 'The value'));
    expect(value.getAttribute('aria-invalid')).toBe('true');
    answerWith({ status: 'won', value: null });
    await type(value, '');
    await submit(form()!);
    expect(calls()).toEqual([`PATCH /api/admin/leads/${detail.id} {"status":"won","value":null}`]);
    expect(status()).toContain('Value: not given');
  });

  it('asks a move to lost for its reason from the list, and will not send without one', async () => {
    mount({ status: 'contacted', value: null, lostReason: null });
    await click(button('Lost'));
    const reasons = [...harness.container.querySelectorAll<HTMLInputElement>('input[name="lostReason"]')];
    expect(reasons.map((r) => text(r.closest('label')!))).toEqual(['Price', 'Timing', 'No capacity', 'No answer', 'Other']);
    await submit(form()!);
    expect(calls()).toEqual([]);
    expect(text(harness.container.querySelector('[role="alert"]')!)).toBe(CHOOSE_A_REASON);
    answerWith({ status: 'lost', lostReason: 'no_capacity' });
    await click(reasons[2]!);
    await submit(form()!);
    expect(calls()).toEqual([`PATCH /api/admin/leads/${detail.id} {"status":"lost","lostReason":"no_capacity"}`]);
    expect(status()).toContain('Reason: No capacity');
  });

  it('changes a won lead\'s value with the same status; Cancel sends nothing', async () => {
    mount({ status: 'won', value: 1800, lostReason: null });
    expect(status()).toContain('Value: $1,800');
    await click(button('Change the value'));
    expect(harness.container.querySelector<HTMLInputElement>('input[name="value"]')!.value).toBe('1800');
    await click(button('Cancel'));
    expect(form()).toBeNull();
    await click(button('Change the value'));
    answerWith({ status: 'won', value: 2250 });
    await type(harness.container.querySelector<HTMLInputElement>('input[name="value"]')!, '2250');
    await click(button('Save the value'));
    expect(calls()).toEqual([`PATCH /api/admin/leads/${detail.id} {"status":"won","value":2250}`]);
    expect(status()).toContain('Value: $2,250');
  });

  it('moves to other statuses at once, as before', async () => {
    mount({ status: 'won', value: 1800, lostReason: null });
    answerWith({ status: 'quoted', value: null });
    await click(button('Quoted'));
    expect(calls()).toEqual([`PATCH /api/admin/leads/${detail.id} {"status":"quoted"}`]);
    expect(status()).not.toContain('Value:');
  });
});

describe('parseDollars', () => {
  it.each([
    ['1800', 1800],
    [' $1,800.50 ', 1800.5],
    ['0', 0],
    ['', null],
    ['10000000', 10_000_000],
    ['10000000.01', undefined],
    ['12.345', undefined],
    ['-5', undefined],
    ['1e3', undefined],
    ['abc', undefined],
  ])('%j -> %j', (typed, dollars) => expect(parseDollars(typed)).toBe(dollars));

  it('agrees with the timeline\'s words', () => {
    expect(statusChangeText('quoted', 'won', null, { value: parseDollars('$1,800')!, lostReason: null })).toBe('Quoted -> Won ($1,800)');
  });
});
