import { IslandRoot } from './island-root.js';
import { isIslandName, islandLoaders, type IslandName } from './islands.js';

export interface IslandMarker {
  element: HTMLElement;
  name: IslandName;
  id: string;
  hydrate: 'idle' | 'visible';
  props: Record<string, unknown>;
}

/** Finds the island markers the server rendered and reads their props from their JSON data blocks. */
export function findIslands(root: ParentNode = document): IslandMarker[] {
  const found: IslandMarker[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    const id = element.dataset.islandId ?? '';
    if (!isIslandName(name)) {
      reportIslandFailure(String(name), new Error('unknown island'));
      continue;
    }
    const data = document.getElementById(`${id}-props`)?.textContent;
    found.push({
      element,
      name,
      id,
      hydrate: element.dataset.hydrate === 'visible' ? 'visible' : 'idle',
      props: data ? (JSON.parse(data) as Record<string, unknown>) : {},
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

export async function hydrateIsland(marker: IslandMarker): Promise<void> {
  try {
    // React ships as CommonJS: in a split chunk its exports arrive on the default export.
    const [Component, { createElement, startTransition }, { hydrateRoot }] = await Promise.all([
      islandLoaders[marker.name](),
      import('react').then((m) => m.default ?? m),
      import('react-dom/client').then((m) => m.default ?? m),
    ]);
    startTransition(() => {
      const onReady = () => {
        marker.element.dataset.hydrated = 'true';
      };
      hydrateRoot(marker.element, createElement(IslandRoot, { onReady }, createElement(Component as never, marker.props as never)), {
        identifierPrefix: `${marker.id}-`,
        onRecoverableError: (error) => console.warn(`[islands] ${marker.name} recovered from`, error),
      });
    });
  } catch (error) {
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

/** Hydrates each island when its strategy says: idle time, or on first entering the viewport. */
export function scheduleIslands(markers: IslandMarker[]): void {
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
    } else {
      idle(() => void hydrateIsland(marker));
    }
  }
}
