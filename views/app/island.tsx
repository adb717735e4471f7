import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { serializeForScript } from '../../core/serialize.js';
import { IslandRoot } from './island-root.js';
import type { IslandComponent, IslandComponentProps, IslandName } from './islands.js';

/**
 * When the browser hydrates an island: at idle time, once it scrolls into view, or at the visitor's first
 * interaction with the page (a click on it before then is replayed once it has hydrated).
 */
export type Hydration = 'idle' | 'visible' | 'interaction';

/** Collects the islands a page renders, so the shell knows whether to ship the client entry. */
export class IslandCollector {
  readonly names = new Set<IslandName>();
  private count = 0;
  next(name: IslandName): string {
    this.names.add(name);
    return `i${this.count++}`;
  }
}

export const IslandContext = createContext<IslandCollector | null>(null);

/**
 * Typed from the island registry: `component` must be the registry's component for `name` and `props`
 * its props, so the server never renders one component under another's name (or with props it does not take).
 */
export interface IslandProps<N extends IslandName> {
  name: N;
  // Only `name` decides N (the component's displayName must not widen it).
  component: NoInfer<IslandComponent<N>>;
  props: NoInfer<IslandComponentProps<N>>;
  hydrate?: Hydration;
}

/**
 * Server side of an island: the component's full HTML inside a marker element, then its props as an
 * escaped JSON data block. The island renders in its own React root (as it will hydrate), with its own
 * useId prefix, so ids never collide and hydration sees exactly the same tree.
 */
export function Island<N extends IslandName>({ name, component, props, hydrate = 'idle' }: IslandProps<N>) {
  // N is generic in here, so TypeScript cannot pair the component with its props; the callers are checked instead.
  const Component = component as ComponentType<object>;
  const collector = useContext(IslandContext);
  if (!collector) throw new Error('Island must be rendered inside an IslandContext provider');
  const id = collector.next(name);
  const html = renderToString(
    <IslandRoot>
      <Component {...(props as object)} />
    </IslandRoot>,
    { identifierPrefix: `${id}-` },
  );
  return (
    <>
      <div data-island={name} data-hydrate={hydrate} data-island-id={id} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" id={`${id}-props`} dangerouslySetInnerHTML={{ __html: serializeForScript(props) }} />
    </>
  );
}
