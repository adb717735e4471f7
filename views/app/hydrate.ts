import type { Hydration } from './island.js';
import { replayEarlyInput } from './early-input.js';
import { IslandRoot } from './island-root.js';
import { isIslandIn, type IslandName, type IslandRegistry } from './islands.js';

export interface IslandMarker {
  element: HTMLElement;
  name: IslandName;
  id: string;
  hydrate: Hydration;
  props: Record<string, unknown>;
  /** The island's component, from the entry's registry. */
  load: () => Promise<unknown>;
}

const STRATEGIES: readonly Hydration[] = ['idle', 'visible', 'interaction'];

/**
 * Finds the island markers the server rendered that this entry's registry can hydrate, and reads their props
 * from their JSON data blocks.
 */
export function findIslands(registry: IslandRegistry, root: ParentNode = document): IslandMarker[] {
  const found: IslandMarker[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    const id = element.dataset.islandId ?? '';
    if (!isIslandIn(registry, name)) {
      reportIslandFailure(String(name), new Error('unknown island'));
      continue;
    }
    const data = document.getElementById(`${id}-props`)?.textContent;
    found.push({
      element,
      name,
      id,
      hydrate: STRATEGIES.find((strategy) => strategy === element.dataset.hydrate) ?? 'idle',
      props: data ? (JSON.parse(data) as Record<string, unknown>) : {},
      load: registry[name]!,
    });
  }
  return found;
}

/**
 * A chunk that fails to load leaves the server HTML in place (links and content keep working).
 * The failure is announced as a cancelable `island-load-error` event, then reported to the server.
 */
export function reportIslandFailure(name: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const event = new CustomEvent('island-load-error', { detail: { name, message }, cancelable: true });
  if (!window.dispatchEvent(event)) return;
  console.error(`[islands] ${name} could not load: ${message}`);
  const body = JSON.stringify({ kind: 'island_load_failed', island: name, message: message.slice(0, 500), path: location.pathname });
  if (!navigator.sendBeacon?.('/api/client-errors', new Blob([body], { type: 'text/plain' }))) {
    void fetch('/api/client-errors', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
  }
}

/** Settles when the named island has hydrated (or failed to load); islands of one name hydrate together. */
const hydrated = new Map<IslandName, { promise: Promise<boolean>; settle: (ok: boolean) => void }>();

export function whenHydrated(name: IslandName): Promise<boolean> {
  let entry = hydrated.get(name);
  if (!entry) {
    let settle!: (ok: boolean) => void;
    const promise = new Promise<boolean>((resolve) => (settle = resolve));
    entry = { promise, settle };
    hydrated.set(name, entry);
  }
  return entry.promise;
}

/** When this island element has hydrated (its marker says so). */
function elementHydrated(island: HTMLElement): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (island.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve(true);
    });
    observer.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** Whether an island of that name is on the page and still waiting to hydrate. */
export function isPending(name: IslandName): boolean {
  return document.querySelector(`[data-island="${name}"]:not([data-hydrated="true"])`) !== null;
}

/** Records that the named island hydrated (true) or could not load (false). */
export function settleHydration(name: IslandName, ok: boolean): void {
  void whenHydrated(name);
  hydrated.get(name)!.settle(ok);
}

export async function hydrateIsland(marker: IslandMarker): Promise<void> {
  try {
    // React ships as CommonJS: in a split chunk its exports arrive on the default export.
    const [Component, { createElement, startTransition }, { hydrateRoot }] = await Promise.all([
      marker.load(),
      import('react').then((m) => m.default ?? m),
      import('react-dom/client').then((m) => m.default ?? m),
    ]);
    startTransition(() => {
      const onReady = () => {
        replayEarlyInput(marker.element);
        marker.element.dataset.hydrated = 'true';
        settleHydration(marker.name, true);
      };
      hydrateRoot(marker.element, createElement(IslandRoot, { onReady }, createElement(Component as never, marker.props as never)), {
        identifierPrefix: `${marker.id}-`,
        onRecoverableError: (error) => console.warn(`[islands] ${marker.name} recovered from`, error),
      });
    });
  } catch (error) {
    settleHydration(marker.name, false);
    reportIslandFailure(marker.name, error);
  }
}

/**
 * The element to watch for "visible": the marker has display: contents (no box of its own), and React may
 * hoist resource hints (<link rel=preload>) ahead of the component's markup, so take the first laid-out child.
 */
export function visibilityTarget(marker: HTMLElement): Element {
  for (const child of marker.children) {
    if (!['LINK', 'SCRIPT', 'STYLE', 'META', 'TEMPLATE'].includes(child.tagName)) return child;
  }
  return marker;
}

/** Events that count as the visitor starting to use the page. */
export const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel'] as const;

/**
 * Opens once: at the visitor's first interaction, or when code asks for the islands (a quote link clicked
 * early, ?quote= in the URL, the window hook). Until then pages with only 'interaction' islands load no React.
 */
export class InteractionGate {
  readonly opened: Promise<void>;
  private release!: () => void;
  private isOpen = false;

  constructor(private readonly target: Window = window) {
    this.opened = new Promise<void>((resolve) => (this.release = resolve));
    for (const type of INTERACTION_EVENTS) this.target.addEventListener(type, this.open, { capture: true, passive: true });
  }

  readonly open = (): void => {
    if (this.isOpen) return;
    this.isOpen = true;
    for (const type of INTERACTION_EVENTS) this.target.removeEventListener(type, this.open, { capture: true });
    this.release();
  };
}

/**
 * Whether a click inside an island does nothing until it has hydrated. A lead form works without its
 * island (docs/product.md#45-forms-without-javascript): its fields, boxes and submit button are left to
 * the browser, so a form sent before hydration (or whose script never loads) is posted, not held; only a
 * button that is not a submit button (type="button", "Select all states") waits for the script.
 */
function needsScript(target: Element): boolean {
  if (!target.closest('form')) return true;
  return target.closest('button[type="button"]') !== null;
}

/**
 * A click that arrives before the island it needs has hydrated (the nav's menu button, a quote link whose
 * dialog is still loading) is held, the island is asked for, and the click is replayed once it is ready.
 * If the island cannot load, a held link is followed as plain HTML would have. Inside a form, only its
 * script-only buttons are held (needsScript).
 */
export function replayEarlyClicks(gate: InteractionGate, registry: IslandRegistry, root: Document = document): void {
  root.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const needed = new Set<IslandName>();
      const island = target.closest<HTMLElement>('[data-island]');
      const held = island && island.dataset.hydrated !== 'true' && isIslandIn(registry, island.dataset.island) && needsScript(target) ? island : null;
      if (held) needed.add(held.dataset.island as IslandName);
      if (target.closest('[data-quote-source]') && isPending('QuoteDialog')) needed.add('QuoteDialog');
      if (!needed.size) return;
      event.preventDefault();
      event.stopPropagation();
      const control = target.closest<HTMLElement>('a, button, summary, label, input, select, textarea, [role="button"]') ?? target;
      gate.open();
      const replay = (ok: boolean) => {
        if (ok) {
          if (control instanceof HTMLElement) control.click();
          else control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        } else if (control instanceof HTMLAnchorElement && control.href) {
          window.location.assign(control.href);
        }
      };
      void Promise.all([...needed].map(whenHydrated)).then((results) => {
        const ok = results.every(Boolean);
        // A name settles with its first island: a page repeating one (the inbox's Take) waits for the one clicked.
        if (ok && held && held.dataset.hydrated !== 'true') void elementHydrated(held).then(replay);
        else replay(ok);
      });
    },
    { capture: true },
  );
}

/** Hydrates each island when its strategy says: idle time, on first entering the viewport, or at the first interaction. */
export function scheduleIslands(markers: IslandMarker[], gate?: InteractionGate): void {
  const idle = (fn: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);
  let observer: IntersectionObserver | undefined;
  const pending = new Map<Element, IslandMarker>();
  for (const marker of markers) {
    if (marker.hydrate === 'visible' && 'IntersectionObserver' in window) {
      observer ??= new IntersectionObserver((entries) => {
        for (const entry of entries) {
          const waiting = pending.get(entry.target);
          if (!entry.isIntersecting || !waiting) continue;
          pending.delete(entry.target);
          observer?.unobserve(entry.target);
          void hydrateIsland(waiting);
        }
      }, { rootMargin: '200px' });
      const target = visibilityTarget(marker.element);
      pending.set(target, marker);
      observer.observe(target);
    } else if (marker.hydrate === 'interaction' && gate) {
      void gate.opened.then(() => hydrateIsland(marker));
    } else {
      idle(() => void hydrateIsland(marker));
    }
  }
}
