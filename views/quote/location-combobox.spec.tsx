/** @jest-environment jsdom */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LOCATION_SEARCH_DEBOUNCE_MS } from '../../client/location-search.js';
import { LocationCombobox, NO_SUGGESTIONS, SUGGESTIONS_LABEL, suggestionsStatus } from './location-combobox.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const place = (display_name: string) => ({ display_name, country: 'United States' });
const DALLAS = [place('Dallas, TX, USA'), place('Dalton, GA, USA'), place('Dale City, VA, USA')];

function answer(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(text), headers: new Headers() };
}
const found = (suggestions: unknown[]) => answer(200, { success: true, suggestions });

let container: HTMLDivElement;
let root: Root;
let changes: string[];
const submitted = jest.fn();
const fetchMock = jest.fn();
/** What a dialog listening on the document (like the quote dialog) would see. */
const documentKeys = jest.fn();
const onDocumentKey = (event: KeyboardEvent) => documentKeys(event.key);

function Harness() {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <LocationCombobox
        id="pickup"
        name="pickupLocation"
        label="Pickup location"
        value={value}
        required
        maxLength={200}
        onChange={(name, next) => {
          changes.push(`${name}=${next}`);
          setValue(next);
        }}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const input = () => container.querySelector('input')!;
const listbox = () => container.querySelector('[role="listbox"]') as HTMLUListElement;
const options = () => Array.from(listbox().querySelectorAll('[role="option"]'));
const optionTexts = () => options().map((o) => o.textContent);
const isOpen = () => input().getAttribute('aria-expanded') === 'true' && !listbox().hidden;
const status = () => container.querySelector('[role="status"]')!.textContent;
const requestedQueries = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('q'));

function type(value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Dispatches a key on the input; answers whether its default action survived (false = prevented). */
function press(key: string): boolean {
  let kept = true;
  act(() => {
    kept = input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
  return kept;
}

/** Lets the fetch helper's promises settle. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

/** Types, waits the debounce out and lets the answer arrive. */
async function search(value: string) {
  type(value);
  await act(async () => {
    jest.advanceTimersByTime(LOCATION_SEARCH_DEBOUNCE_MS);
  });
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers();
  changes = [];
  submitted.mockReset();
  documentKeys.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.addEventListener('keydown', onDocumentKey);
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => root.render(<Harness />));
  act(() => input().focus());
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.removeEventListener('keydown', onDocumentKey);
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('LocationCombobox', () => {
  it('is a labelled combobox controlling a hidden, named listbox, with the field name and rules kept', () => {
    const field = input();
    expect(field.getAttribute('role')).toBe('combobox');
    expect(field.labels![0]!.textContent).toBe('Pickup location*');
    expect(field.name).toBe('pickupLocation');
    expect(field.required).toBe(true);
    expect(field.maxLength).toBe(200);
    expect(field.getAttribute('aria-autocomplete')).toBe('list');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-controls')).toBe(listbox().id);
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    expect(listbox().getAttribute('aria-label')).toBe(SUGGESTIONS_LABEL);
    expect(listbox().hidden).toBe(true);
    expect(container.querySelector('[role="status"]')!.getAttribute('aria-live')).toBe('polite');
  });

  it('waits for a 300 ms pause in typing before it searches, once, for the latest text', async () => {
    fetchMock.mockResolvedValue(found(DALLAS));
    type('dal');
    act(() => jest.advanceTimersByTime(LOCATION_SEARCH_DEBOUNCE_MS - 1));
    type('dall');
    act(() => jest.advanceTimersByTime(LOCATION_SEARCH_DEBOUNCE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(requestedQueries()).toEqual(['dall']);
    await settle();
    expect(isOpen()).toBe(true);
    expect(optionTexts()).toEqual(DALLAS.map((p) => p.display_name));
    expect(status()).toBe(suggestionsStatus(3));
    expect(changes).toEqual(['pickupLocation=dal', 'pickupLocation=dall']);
  });

  it('asks nothing under 3 characters, and going under 3 clears an open list', async () => {
    fetchMock.mockResolvedValue(found(DALLAS));
    await search('da');
    await search('  d ');
    expect(fetchMock).not.toHaveBeenCalled();
    await search('dal');
    expect(isOpen()).toBe(true);
    type('da');
    expect(isOpen()).toBe(false);
    expect(options()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the list closed when nothing matches, and says so politely', async () => {
    fetchMock.mockResolvedValue(found([]));
    await search('zzq');
    expect(isOpen()).toBe(false);
    expect(status()).toBe(NO_SUGGESTIONS);
  });

  it('moves the active option with the arrows, wrapping, and Enter chooses it without submitting the form', async () => {
    fetchMock.mockResolvedValue(found(DALLAS));
    await search('dal');
    const active = () => input().getAttribute('aria-activedescendant');
    const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(active()).toBeNull();

    expect(press('ArrowDown')).toBe(false);
    expect(active()).toBe(options()[0]!.id);
    expect(selected()).toBe(0);
    press('ArrowDown');
    press('ArrowDown');
    expect(selected()).toBe(2);
    press('ArrowDown');
    expect(selected()).toBe(0);
    expect(press('ArrowUp')).toBe(false);
    expect(selected()).toBe(2);
    expect(active()).toBe(options()[2]!.id);
    press('ArrowUp');
    expect(selected()).toBe(1);

    expect(press('Enter')).toBe(false);
    expect(input().value).toBe('Dalton, GA, USA');
    expect(changes.at(-1)).toBe('pickupLocation=Dalton, GA, USA');
    expect(isOpen()).toBe(false);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    // Choosing is not typing: no new search starts.
    act(() => jest.advanceTimersByTime(1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // With the list closed, Enter is the form's again.
    expect(press('Enter')).toBe(true);
  });

  it('opens a closed list with ArrowDown (first option) or ArrowUp (last option)', async () => {
    fetchMock.mockResolvedValue(found(DALLAS));
    await search('dal');
    press('Escape');
    expect(isOpen()).toBe(false);
    press('ArrowDown');
    expect(isOpen()).toBe(true);
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    press('Escape');
    press('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
  });

  it('Escape closes the list without reaching the dialog; a second Escape is the dialog’s and leaves the value', async () => {
    fetchMock.mockResolvedValue(found(DALLAS));
    await search('dal');
    press('ArrowDown');
    documentKeys.mockReset();
    expect(press('Escape')).toBe(false);
    expect(isOpen()).toBe(false);
    expect(documentKeys).not.toHaveBeenCalled();
    expect(input().value).toBe('dal');

    expect(press('Escape')).toBe(true);
    expect(documentKeys).toHaveBeenCalledWith('Escape');
    expect(input().value).toBe('dal');
  });

  it('a click on an option chooses it; a press outside closes the list; leaving the field closes it', async () => {
    fetchMock.mockResolvedValue(found(DALLAS));
    await search('dal');
    const option = options()[2]!;
    // Pressing an option keeps focus in the input.
    let kept = true;
    act(() => {
      kept = option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    });
    expect(kept).toBe(false);
    act(() => option.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(input().value).toBe('Dale City, VA, USA');
    expect(isOpen()).toBe(false);

    await search('dalt');
    expect(isOpen()).toBe(true);
    act(() => {
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(isOpen()).toBe(false);
    expect(input().value).toBe('dalt');

    press('ArrowDown');
    expect(isOpen()).toBe(true);
    // The window losing focus blurs the input but leaves it the active element: the list stays.
    act(() => {
      input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(isOpen()).toBe(true);
    act(() => input().blur());
    expect(isOpen()).toBe(false);
  });

  it('leaving the field drops a pending search: the answer does not open a list under another field', async () => {
    fetchMock.mockResolvedValue(found(DALLAS));
    type('dal');
    act(() => input().blur());
    act(() => jest.advanceTimersByTime(1000));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isOpen()).toBe(false);
  });

  it('a failed search (an error answer or the network) clears the list and only logs', async () => {
    fetchMock.mockResolvedValueOnce(found(DALLAS));
    await search('dal');
    expect(isOpen()).toBe(true);

    fetchMock.mockResolvedValueOnce(answer(500, { success: false, error: 'Something went wrong on our side.' }));
    await search('dall');
    expect(isOpen()).toBe(false);
    expect(options()).toHaveLength(0);
    expect(status()).toBe('');
    expect(container.textContent).not.toContain('went wrong');
    expect(console.warn).toHaveBeenCalledWith('[location-search] suggestions failed', expect.objectContaining({ status: 500 }));

    fetchMock.mockResolvedValueOnce(found(DALLAS));
    await search('dal');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await search('dalt');
    expect(isOpen()).toBe(false);
    expect(options()).toHaveLength(0);
    expect(console.warn).toHaveBeenLastCalledWith('[location-search] suggestions failed', expect.any(TypeError));
    expect(input().value).toBe('dalt');
  });

  it('aborts a search that newer typing replaced, and ignores its late answer', async () => {
    const pending: { resolve: (value: unknown) => void; signal: AbortSignal }[] = [];
    fetchMock.mockImplementation((_url: string, init: RequestInit) => new Promise((resolve) => pending.push({ resolve, signal: init.signal! })));
    await search('dal');
    await search('den');
    expect(requestedQueries()).toEqual(['dal', 'den']);
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(pending[1]!.signal.aborted).toBe(false);

    pending[1]!.resolve(found([place('Denver, CO, USA'), place('DEN - Denver International Airport, CO, USA')]));
    await settle();
    expect(optionTexts()).toEqual(['Denver, CO, USA', 'DEN - Denver International Airport, CO, USA']);

    // The replaced request answers late (a fetch that ignored the abort): nothing changes.
    pending[0]!.resolve(found(DALLAS));
    await settle();
    expect(optionTexts()).toEqual(['Denver, CO, USA', 'DEN - Denver International Airport, CO, USA']);
    expect(status()).toBe(suggestionsStatus(2));
    expect(console.warn).not.toHaveBeenCalled();
  });
});
