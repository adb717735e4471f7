/** @jest-environment jsdom */
import { skipTooltipDelays, TOOLTIP_CONTROL, TOOLTIP_DELAY_MS, TOOLTIP_SKIP, TOOLTIP_SKIP_DELAY_MS } from './tooltip-delay.js';

describe('skipTooltipDelays', () => {
  let doc: Document;
  let first: Element;
  let second: Element;
  let elsewhere: Element;

  beforeEach(() => {
    jest.useFakeTimers();
    doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<a id="first" ${TOOLTIP_CONTROL}><svg></svg><span>Tip</span></a><a id="second" ${TOOLTIP_CONTROL}>Two</a><p id="elsewhere">Text</p>`;
    [first, second, elsewhere] = ['first', 'second', 'elsewhere'].map((id) => doc.getElementById(id)!);
    skipTooltipDelays(doc);
  });
  afterEach(() => jest.useRealTimers());

  const move = (from: Element, to: Element, pointerType = 'mouse') => {
    for (const [type, target, related] of [['pointerout', from, to], ['pointerover', to, from]] as const) {
      const event = new MouseEvent(type, { bubbles: true, relatedTarget: related });
      Object.defineProperty(event, 'pointerType', { value: pointerType });
      target.dispatchEvent(event);
    }
  };
  const wait = (ms: number) => jest.advanceTimersByTime(ms);
  const skipping = () => doc.documentElement.hasAttribute(TOOLTIP_SKIP);

  it('marks a shown tooltip from the hover delay until 300 ms after the pointer left', () => {
    move(elsewhere, first);
    wait(TOOLTIP_DELAY_MS - 1);
    expect(skipping()).toBe(false);
    wait(1);
    expect(skipping()).toBe(true);
    wait(5_000);
    expect(skipping()).toBe(true);
    move(first, elsewhere);
    wait(TOOLTIP_SKIP_DELAY_MS - 1);
    expect(skipping()).toBe(true);
    wait(1);
    expect(skipping()).toBe(false);
  });

  it('marks nothing when the pointer leaves before the tooltip showed', () => {
    move(elsewhere, first);
    wait(TOOLTIP_DELAY_MS - 1);
    move(first, elsewhere);
    wait(TOOLTIP_DELAY_MS);
    expect(skipping()).toBe(false);
  });

  it('keeps the mark while the pointer goes straight to another control, or comes back within 300 ms', () => {
    move(elsewhere, first);
    wait(TOOLTIP_DELAY_MS);
    move(first, second);
    wait(TOOLTIP_SKIP_DELAY_MS * 3);
    expect(skipping()).toBe(true);
    move(second, elsewhere);
    wait(TOOLTIP_SKIP_DELAY_MS - 1);
    move(elsewhere, second);
    wait(TOOLTIP_SKIP_DELAY_MS * 3);
    expect(skipping()).toBe(true);
    move(second, elsewhere);
    wait(TOOLTIP_SKIP_DELAY_MS);
    expect(skipping()).toBe(false);
  });

  it('ignores moves inside one control and touch pointers', () => {
    move(elsewhere, first);
    wait(200);
    move(first.querySelector('svg')!, first.querySelector('span')!);
    wait(TOOLTIP_DELAY_MS - 200);
    expect(skipping()).toBe(true);
    move(first, elsewhere, 'touch');
    wait(TOOLTIP_SKIP_DELAY_MS);
    expect(skipping()).toBe(true);
    move(elsewhere, second, 'touch');
    move(second, elsewhere, 'touch');
    wait(TOOLTIP_SKIP_DELAY_MS);
    expect(skipping()).toBe(true);
  });
});
