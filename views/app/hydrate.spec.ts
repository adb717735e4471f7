/** @jest-environment jsdom */
import { adminIslandLoaders } from '../admin/shared/admin-islands.js';
import { siteIslandLoaders } from './islands.js';
import { findIslands, InteractionGate, replayEarlyClicks, reportIslandFailure, settleHydration, visibilityTarget, whenHydrated } from './hydrate.js';

describe('findIslands', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => true), configurable: true });
  });

  it('reads each marker with its name, strategy and escaped JSON props', () => {
    document.body.innerHTML = `
      <div data-island="SiteNav" data-hydrate="idle" data-island-id="i0"><nav>x</nav></div>
      <script type="application/json" id="i0-props">{"brandName":"A \\u003c/script\\u003e B"}</script>
      <div data-island="FloatingQuoteButton" data-hydrate="visible" data-island-id="i1"><a>q</a></div>
      <script type="application/json" id="i1-props">{}</script>`;
    const islands = findIslands(siteIslandLoaders);
    expect(islands.map((i) => [i.name, i.hydrate, i.id])).toEqual([
      ['SiteNav', 'idle', 'i0'],
      ['FloatingQuoteButton', 'visible', 'i1'],
    ]);
    expect(islands[0]!.props).toEqual({ brandName: 'A </script> B' });
    expect(islands[0]!.load).toBe(siteIslandLoaders.SiteNav);
  });

  it('finds only the islands of the registry it is given: the site entry knows no admin island, and the reverse', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `
      <div data-island="SiteNav" data-island-id="i0"></div>
      <div data-island="AccountsDesk" data-island-id="i1"></div>`;
    expect(findIslands(siteIslandLoaders).map((i) => i.name)).toEqual(['SiteNav']);
    expect(findIslands(adminIslandLoaders).map((i) => i.name)).toEqual(['AccountsDesk']);
  });

  it('skips and reports an unknown island instead of failing the page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-island="Nope" data-island-id="i0"></div>';
    expect(findIslands(siteIslandLoaders)).toEqual([]);
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
  });
});

describe('reportIslandFailure', () => {
  it('lets a listener handle the failure instead of the default report', () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const handler = (e: Event) => e.preventDefault();
    window.addEventListener('island-load-error', handler);
    reportIslandFailure('SiteNav', new Error('chunk failed'));
    window.removeEventListener('island-load-error', handler);
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('visibilityTarget', () => {
  it('skips resource hints React hoists ahead of the island markup', () => {
    document.body.innerHTML =
      '<div data-island="AwardsCarousel" id="m"><link rel="preload" as="image" href="/a.svg"><section id="c">x</section></div>';
    expect(visibilityTarget(document.getElementById('m')!).id).toBe('c');
  });

  it('falls back to the marker when it has no element children', () => {
    document.body.innerHTML = '<div id="m">text</div>';
    expect(visibilityTarget(document.getElementById('m')!).id).toBe('m');
  });
});

describe('InteractionGate', () => {
  it('opens at the first interaction, once', async () => {
    const gate = new InteractionGate();
    let opened = 0;
    void gate.opened.then(() => opened++);
    await Promise.resolve();
    expect(opened).toBe(0);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    await gate.opened;
    expect(opened).toBe(1);
  });
});

describe('replayEarlyClicks', () => {
  it('holds a click on a quote link until the dialog has hydrated, then replays it once', async () => {
    document.body.innerHTML = `
      <div data-island="QuoteDialog" data-hydrate="interaction" data-island-id="i0"></div>
      <a href="/#contact" data-quote-source="hero_section" id="quote"><span id="label">Get a Quote</span></a>`;
    const gate = new InteractionGate();
    replayEarlyClicks(gate, siteIslandLoaders);
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    });
    document.getElementById('label')!.click();
    expect(seen).toEqual([]);
    await gate.opened;
    document.querySelector<HTMLElement>('[data-island]')!.dataset.hydrated = 'true';
    settleHydration('QuoteDialog', true);
    await whenHydrated('QuoteDialog');
    await Promise.resolve();
    expect(seen).toEqual([false]);
    // Once hydrated, clicks pass straight through.
    document.getElementById('quote')!.click();
    expect(seen).toEqual([false, false]);
  });

  it('replays a click on one of several islands of a name only once that one has hydrated', async () => {
    document.body.innerHTML = `
      <div data-island="TakeLead" data-hydrate="interaction" data-island-id="i0"><button type="button" id="first">Take</button></div>
      <div data-island="TakeLead" data-hydrate="interaction" data-island-id="i1"><button type="button" id="second">Take</button></div>`;
    const gate = new InteractionGate();
    replayEarlyClicks(gate, adminIslandLoaders);
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    document.getElementById('second')!.click();
    const [first, second] = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    first!.dataset.hydrated = 'true';
    settleHydration('TakeLead', true);
    await whenHydrated('TakeLead');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
    second!.dataset.hydrated = 'true';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['second']);
  });

  it('leaves a form\'s own controls to the browser before its island has hydrated, holding only its script-only buttons', async () => {
    document.body.innerHTML = `
      <div data-island="CarrierApplicationForm" data-hydrate="visible" data-island-id="i1">
        <form method="post" action="/carrier-partner-application#apply">
          <label><input type="checkbox" name="statesServed" value="NC" id="nc"> NC</label>
          <button type="button" id="all">Select all states</button>
          <button type="submit" id="send"><span id="send-label">Send</span></button>
        </form>
      </div>`;
    const gate = new InteractionGate();
    replayEarlyClicks(gate, siteIslandLoaders);
    const seen: string[] = [];
    document.addEventListener('click', (event) => {
      seen.push((event.target as Element).id);
      event.preventDefault();
    });
    for (const id of ['nc', 'send-label', 'all']) document.getElementById(id)!.click();
    // The box and the submit button went through at once (the browser would post the form); the script-only button waits.
    expect(seen).toEqual(['nc', 'send-label']);
    document.querySelector<HTMLElement>('[data-island]')!.dataset.hydrated = 'true';
    settleHydration('CarrierApplicationForm', true);
    await whenHydrated('CarrierApplicationForm');
    await Promise.resolve();
    expect(seen).toEqual(['nc', 'send-label', 'all']);
  });
});
