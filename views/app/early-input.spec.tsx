/**
 * @jest-environment jsdom
 */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { replayEarlyInput } from './early-input.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form like the islands' forms: every control controlled, and what React holds shown beside it. */
function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [service, setService] = useState('hot-shot');
  const [company, setCompany] = useState('');
  const [size, setSize] = useState('small');
  return (
    <form>
      <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input aria-label="urgent" type="checkbox" checked={urgent} onChange={(e) => setUrgent(e.target.checked)} />
      <select aria-label="service" value={service} onChange={(e) => setService(e.target.value)}>
        <option value="hot-shot">Hot shot</option>
        <option value="hand-carry">Hand carry</option>
      </select>
      {['small', 'large'].map((value) => (
        <input key={value} aria-label={value} type="radio" name="size" value={value} checked={size === value} onChange={() => setSize(value)} />
      ))}
      <input aria-label="company" value={company} onChange={(e) => setCompany(e.target.value)} />
      <output>{JSON.stringify({ name, note, urgent, service, size, company })}</output>
    </form>
  );
}

const control = <T extends Element>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;
/** Typing as the browser does it (past React's tracker, which does not exist before hydration anyway). */
function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The server's HTML, what the person did before hydration, then hydration and, with `replay`, the replay. */
async function hydrateAfterEarlyInput(replay: boolean) {
  document.body.innerHTML = `<div id="island">${renderToString(<Form />)}</div>`;
  const root = document.getElementById('island')!;
  typeInto(control('name'), 'Dana Reyes');
  typeInto(control('note'), 'Two crates, dock 4');
  control<HTMLInputElement>('urgent').click();
  control<HTMLSelectElement>('service').value = 'hand-carry';
  control<HTMLInputElement>('large').click();
  await act(async () => {
    hydrateRoot(root, <Form />);
  });
  if (replay) await act(async () => replayEarlyInput(root));
  // Typing in another field renders the form again.
  await act(async () => typeInto(control('company'), 'Acme'));
  return JSON.parse(document.querySelector('output')!.textContent!) as Record<string, unknown>;
}

describe('replayEarlyInput', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('hands what was typed, ticked and chosen before hydration to the island, so its next render keeps it', async () => {
    const state = await hydrateAfterEarlyInput(true);
    expect(state).toEqual({ name: 'Dana Reyes', note: 'Two crates, dock 4', urgent: true, service: 'hand-carry', size: 'large', company: 'Acme' });
    expect(control<HTMLInputElement>('name').value).toBe('Dana Reyes');
    expect(control<HTMLTextAreaElement>('note').value).toBe('Two crates, dock 4');
    expect(control<HTMLInputElement>('urgent').checked).toBe(true);
    expect(control<HTMLSelectElement>('service').value).toBe('hand-carry');
    expect([control<HTMLInputElement>('small').checked, control<HTMLInputElement>('large').checked]).toEqual([false, true]);
  });

  it('without it, the island renders its own state over what was typed (the loss it prevents)', async () => {
    const state = await hydrateAfterEarlyInput(false);
    expect(state).toMatchObject({ name: '', note: '', urgent: false, service: 'hot-shot', size: 'small' });
    expect(control<HTMLInputElement>('name').value).toBe('');
  });

  it('leaves controls as React rendered them when nothing was typed', async () => {
    document.body.innerHTML = `<div id="island">${renderToString(<Form />)}</div>`;
    const root = document.getElementById('island')!;
    const changes: string[] = [];
    root.addEventListener('input', (event) => changes.push((event.target as Element).getAttribute('aria-label')!));
    root.addEventListener('change', (event) => changes.push((event.target as Element).getAttribute('aria-label')!));
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    await act(async () => replayEarlyInput(root));
    expect(changes).toEqual([]);
  });
});
