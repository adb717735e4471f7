/** @jest-environment jsdom */
import { AbandonmentTracker, bindAbandonment, filledFields, type AbandonmentReport } from './abandonment.js';

const two = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '' };

function setup() {
  const reports: AbandonmentReport[] = [];
  const onStart = jest.fn();
  const tracker = new AbandonmentTracker({ formType: 'slide_out_quote', onAbandon: (r) => reports.push(r), onStart });
  return { tracker, reports, onStart };
}

describe('AbandonmentTracker', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('starts at the first field with content, not before', () => {
    const { tracker, onStart } = setup();
    tracker.update({ name: '  ', email: '' });
    expect(tracker.started).toBe(false);
    tracker.update({ name: 'A', email: '' });
    tracker.update({ name: 'Ad', email: '' });
    expect(tracker.started).toBe(true);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('reports inactivity after 30 s without input, with time on form and the filled fields only', () => {
    const { tracker, reports } = setup();
    tracker.update({ ...two, name: 'A' });
    jest.advanceTimersByTime(5_000);
    tracker.update(two);
    jest.advanceTimersByTime(29_999);
    expect(reports).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(reports).toEqual([
      {
        formType: 'slide_out_quote',
        formData: { name: 'Ada Lovelace', email: 'ada@example.com' },
        abandonmentReason: 'inactivity',
        timeOnForm: 35_000,
        fieldsCompleted: 2,
      },
    ]);
  });

  it('restarts the inactivity countdown on any activity', () => {
    const { tracker, reports } = setup();
    tracker.update(two);
    jest.advanceTimersByTime(20_000);
    tracker.activity();
    jest.advanceTimersByTime(20_000);
    expect(reports).toHaveLength(0);
    jest.advanceTimersByTime(10_000);
    expect(reports.map((r) => r.abandonmentReason)).toEqual(['inactivity']);
  });

  it('does not report with fewer than 2 filled fields, and counts again after new input', () => {
    const { tracker, reports } = setup();
    tracker.update({ name: 'Ada', email: '' });
    jest.advanceTimersByTime(60_000);
    tracker.pointerLeftTop();
    jest.advanceTimersByTime(5_000);
    tracker.pageExit();
    expect(reports).toHaveLength(0);
    tracker.update({ name: 'Ada', email: 'a@b.co' });
    jest.advanceTimersByTime(30_000);
    expect(reports.map((r) => r.abandonmentReason)).toEqual(['inactivity']);
  });

  it('reports exit intent when the pointer stays out through the top for 3 s', () => {
    const { tracker, reports } = setup();
    tracker.update(two);
    jest.advanceTimersByTime(1_000);
    tracker.pointerLeftTop();
    jest.advanceTimersByTime(2_999);
    expect(reports).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ abandonmentReason: 'exit_intent', timeOnForm: 4_000 });
  });

  it('cancels exit intent when the pointer comes back within 3 s', () => {
    const { tracker, reports } = setup();
    tracker.update(two);
    tracker.pointerLeftTop();
    jest.advanceTimersByTime(2_000);
    tracker.pointerReturned();
    jest.advanceTimersByTime(5_000);
    expect(reports).toHaveLength(0);
  });

  it('reports page exit at once', () => {
    const { tracker, reports } = setup();
    tracker.update(two);
    jest.advanceTimersByTime(12_345);
    tracker.pageExit();
    expect(reports).toEqual([expect.objectContaining({ abandonmentReason: 'page_exit', timeOnForm: 12_345, fieldsCompleted: 2 })]);
  });

  it('reports at most once per session', () => {
    const { tracker, reports } = setup();
    tracker.update(two);
    tracker.pointerLeftTop();
    jest.advanceTimersByTime(3_000);
    tracker.pageExit();
    tracker.update({ ...two, phone: '555' });
    jest.advanceTimersByTime(120_000);
    expect(reports.map((r) => r.abandonmentReason)).toEqual(['exit_intent']);
    expect(tracker.finished).toBe(true);
  });

  it('never reports once a submission started, even if it later fails', () => {
    const { tracker, reports } = setup();
    tracker.update(two);
    tracker.pointerLeftTop();
    tracker.submitting();
    jest.advanceTimersByTime(120_000);
    tracker.pageExit();
    tracker.update({ ...two, phone: '555' });
    jest.advanceTimersByTime(120_000);
    expect(reports).toHaveLength(0);
  });

  it('does nothing before the form is started', () => {
    const { tracker, reports } = setup();
    tracker.activity();
    tracker.pointerLeftTop();
    jest.advanceTimersByTime(120_000);
    tracker.pageExit();
    expect(reports).toHaveLength(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops its timers on dispose', () => {
    const { tracker, reports } = setup();
    tracker.update(two);
    tracker.pointerLeftTop();
    tracker.dispose();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(120_000);
    expect(reports).toHaveLength(0);
  });
});

describe('filledFields', () => {
  it('drops empty fields and the honeypot, caps keys at 20 and values at 2000 characters', () => {
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`f${i}`, 'x']));
    expect(Object.keys(filledFields(many))).toHaveLength(20);
    expect(filledFields({ website: 'spam', a: ' ', b: 'y'.repeat(2500) })).toEqual({ b: 'y'.repeat(2000) });
  });
});

describe('bindAbandonment', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('maps page events to the tracker and removes its listeners', () => {
    const { tracker, reports } = setup();
    const unbind = bindAbandonment(tracker);
    tracker.update(two);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
    jest.advanceTimersByTime(3_000);
    expect(reports.map((r) => r.abandonmentReason)).toEqual(['exit_intent']);

    const second = setup();
    const unbindSecond = bindAbandonment(second.tracker);
    second.tracker.update(two);
    // Leaving sideways is not exit intent.
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null }));
    jest.advanceTimersByTime(3_000);
    expect(second.reports).toHaveLength(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(second.reports.map((r) => r.abandonmentReason)).toEqual(['page_exit']);
    unbind();
    unbindSecond();

    const third = setup();
    third.tracker.update(two);
    window.dispatchEvent(new Event('pagehide'));
    expect(third.reports).toHaveLength(0);
    third.tracker.dispose();
  });

  it('counts key presses as activity', () => {
    const { tracker, reports } = setup();
    const unbind = bindAbandonment(tracker);
    tracker.update(two);
    jest.advanceTimersByTime(25_000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    jest.advanceTimersByTime(25_000);
    expect(reports).toHaveLength(0);
    jest.advanceTimersByTime(5_000);
    expect(reports).toHaveLength(1);
    unbind();
  });
});
