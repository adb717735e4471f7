import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** What an island spec renders into and answers requests with; see islandRoot. */
export interface IslandRoot {
  /** Installed as globalThis.fetch before each test and reset there: one mock for the whole file, so it may be destructured. */
  readonly fetchMock: jest.Mock;
  /** A fresh <div> in document.body for each test, removed after it: read it through the harness. */
  readonly container: HTMLDivElement;
  /** The React root on the container for each test, unmounted after it; a test may put another in its place. */
  root: Root;
}

/**
 * The harness of a client island spec (jsdom), written once: call it at the top of a file or describe block and it
 * registers a beforeEach (reset the fetch mock and install it as globalThis.fetch, append a container, createRoot)
 * and an afterEach (unmount the root, remove the container). A spec's own setup (fake timers, console spies) stays in
 * the spec, in hooks registered before or after this call as the order needs.
 */
export function islandRoot(): IslandRoot {
  const fetchMock = jest.fn();
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root!.unmount());
    container!.remove();
  });

  return {
    fetchMock,
    get container() {
      if (!container) throw new Error('islandRoot: the container exists only inside a test');
      return container;
    },
    get root() {
      if (!root) throw new Error('islandRoot: the root exists only inside a test');
      return root;
    },
    set root(next: Root) {
      root = next;
    },
  };
}

/** What the fetch mock resolves with for a JSON answer of this status (the fields the one fetch helper reads). */
export function jsonAnswer(status: number, body: unknown) {
  const json = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(json), headers: new Headers() };
}
