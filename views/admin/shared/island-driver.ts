import { act } from 'react';
import type { IslandRoot } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { buttonNames } from './spec-reading.js';

/**
 * How the back office's island specs use an island as a person would: buttons by name, fields by label, typing,
 * choosing and submitting; and the requests it made, as "METHOD url body".
 */
export function islandDriver(harness: IslandRoot) {
  const calls = () => harness.fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
  const button = (name: string) => {
    const found = [...harness.container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? text(b)) === name);
    if (!found) throw new Error(`No button "${name}" in: ${buttonNames(harness.container).join(', ')}`);
    return found;
  };
  const click = (element: HTMLElement) => act(async () => element.click());
  const type = (input: HTMLInputElement, value: string) =>
    act(() => {
      // React listens for the native input event and reads the value through the prototype's setter.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const choose = (select: HTMLSelectElement, value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  const field = (label: string) => document.getElementById([...harness.container.querySelectorAll('label')].find((l) => text(l) === label)!.htmlFor) as HTMLInputElement;
  const submit = (form: HTMLFormElement) => act(async () => form.requestSubmit());
  return { calls, button, click, type, choose, field, submit };
}
