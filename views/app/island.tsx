import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { serializeForScript } from '../../src/render/serialize.js';
import type { IslandName } from '../../client/islands.js';
import { IslandRoot } from './island-root.js';

/** When the browser hydrates an island: at idle time, or once it scrolls into view. */
export type Hydration = 'idle' | 'visible';

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

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate?: Hydration;
}

/**
 * Server side of an island: the component's full HTML inside a marker element, then its props as an
 * escaped JSON data block. The island renders in its own React root (as it will hydrate), with its own
 * useId prefix, so ids never collide and hydration sees exactly the same tree.
 */
export function Island<P extends object>({ name, component: Component, props, hydrate = 'idle' }: IslandProps<P>) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error('Island must be rendered inside an IslandContext provider');
  const id = collector.next(name);
  const html = renderToString(
    <IslandRoot>
      <Component {...props} />
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
