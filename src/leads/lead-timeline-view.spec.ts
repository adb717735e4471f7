import { escalatedText, ownerChangeText } from '../../core/lead-timeline-text.js';
import type { LeadEvent } from './lead-event.entity.js';
import { escalationDetail, timelineLine } from './lead-timeline-view.js';

const at = new Date('2026-11-26T22:10:00.000Z');
const event = (fields: Partial<LeadEvent>): LeadEvent => ({ leadId: 'lead-1', at, actor: null, ...fields }) as LeadEvent;

describe('timelineLine', () => {
  it('tells an escalation from the step and minutes its detail keeps', () => {
    const line = timelineLine(event({ type: 'escalated', detail: escalationDetail({ step: 2, minutesWaiting: 25 }) }), 'home_form');
    expect(escalationDetail({ step: 2, minutesWaiting: 25 })).toBe('2/25');
    expect(line).toEqual({ at: at.toISOString(), actor: null, fromStatus: null, toStatus: null, type: 'escalated', text: escalatedText(2, 25) });
    expect(line.text).toBe('Escalated again: no first response after 25 min');
  });

  it('reads a line without detail as a first escalation', () => {
    expect(timelineLine(event({ type: 'escalated', detail: null }), 'home_form').text).toBe('Escalated: no first response after 0 min');
  });

  it('keeps the new owner of an owner change in detail', () => {
    expect(timelineLine(event({ type: 'owner', detail: 'sam', actor: 'admin' }), 'home_form').text).toBe(ownerChangeText('sam', 'admin'));
  });
});
