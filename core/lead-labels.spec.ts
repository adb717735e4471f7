import { abandonmentReasonLabel, formatPhone, formTypeLabel, serviceLabel, sourceLabel, timeframeLabel } from './lead-labels.js';
import { SERVICE_LABELS } from './quote-options.js';

describe('the words the desk shows for stored codes', () => {
  it('names a service and a timeframe as the public forms do, and keeps an unknown code as stored', () => {
    expect(serviceLabel('hand-carry')).toBe('Hand-Carry Courier');
    expect(serviceLabel('hot-shot')).toBe(SERVICE_LABELS['hot-shot']);
    expect(serviceLabel('teleport')).toBe('teleport');
    expect(timeframeLabel('asap')).toBe('ASAP (emergency)');
    expect(timeframeLabel('this-week')).toBe('This week');
    expect(serviceLabel('constructor')).toBe('constructor');
  });

  it('names an abandoned form and why it counted as abandoned', () => {
    expect(formTypeLabel('home_quote')).toBe('Home page quote form');
    expect(formTypeLabel('slide_out_quote')).toBe('Quote dialog');
    expect(abandonmentReasonLabel('exit_intent')).toBe('about to leave the page');
    expect(abandonmentReasonLabel('page_exit')).toBe('left the page');
    expect(abandonmentReasonLabel('inactivity')).toBe('no typing for a while');
    expect(abandonmentReasonLabel('valueOf')).toBe('valueOf');
  });

  it('reads a source as words', () => {
    expect(sourceLabel('home_form')).toBe('Home page quote form');
    expect(sourceLabel('freight_agent_form')).toBe('Freight agent form');
    expect(sourceLabel('carrier_form')).toBe('Carrier application form');
    expect(sourceLabel('slide_out_hero_section')).toBe('Quote dialog: Hero section');
    expect(sourceLabel('slide_out_newsletter')).toBe('Quote dialog: Newsletter');
    expect(sourceLabel('slide_out_hand-carry-delivery')).toBe('Quote dialog: Hand carry delivery');
    expect(sourceLabel('toString')).toBe('ToString');
  });

  it('formats a US phone and leaves anything else as typed', () => {
    expect(formatPhone('7045550100')).toBe('(704) 555-0100');
    expect(formatPhone('704-555-0100')).toBe('(704) 555-0100');
    expect(formatPhone('1 704.555.0100')).toBe('(704) 555-0100');
    expect(formatPhone('+1 (704) 555 0100')).toBe('(704) 555-0100');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0100')).toBe('555-0100');
    expect(formatPhone('704 555 0100 x12')).toBe('704 555 0100 x12');
  });
});
