import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import {
  LOCATION_MIN_QUERY_LENGTH,
  LOCATION_SEARCH_DEBOUNCE_MS,
  searchLocations,
  type LocationSuggestion,
} from '../../client/location-search.js';
import { FieldError, FieldLabel, type FieldBaseProps } from '../forms/field.js';
import * as ff from '../forms/field.css.js';
import * as s from './location-combobox.css.js';

/** Field's props, without the help text and the two-column width. */
export type LocationComboboxProps = Omit<FieldBaseProps, 'hint' | 'wide'>;

/** The accessible name of the suggestion list (it must not repeat the field's label: tests find fields by label). */
export const SUGGESTIONS_LABEL = 'Suggested places';
export const NO_SUGGESTIONS = 'No suggestions.';
export function suggestionsStatus(count: number): string {
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'} available. Use the up and down arrows to choose one.`;
}

/** Tallest the list gets, in rem (docs/product.md#13-business-constants); it scrolls beyond. */
const LIST_MAX_REM = 15;
/** Gap between the input and the list, and the least room kept to the viewport's edge, in px. */
const GAP_PX = 4;
const EDGE_PX = 8;

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The nearest ancestor that scrolls vertically (the dialog's body), if any. */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * A location input with suggestions from the location search: the WAI-ARIA "combobox with listbox popup"
 * pattern with list autocomplete (docs/product.md#42-slide-out-dialog-fields-and-outcomes). Focus stays in
 * the input; aria-activedescendant names the active option. The value is the parent's, like any field:
 * typing and choosing a suggestion both go through `onChange`.
 */
export function LocationCombobox({ id, name, label, value, onChange, required, error, placeholder, maxLength }: LocationComboboxProps) {
  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  const listId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;

  /** Drops the pending search and the one in flight: whatever they answer is stale now. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    request.current?.abort();
    request.current = null;
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const clear = useCallback(() => {
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
    setStatus('');
  }, []);

  useEffect(() => cancel, [cancel]);

  const search = (query: string) => {
    const controller = new AbortController();
    request.current = controller;
    searchLocations(query, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        request.current = null;
        setSuggestions(found);
        setActive(-1);
        setOpen(found.length > 0 && document.activeElement === inputRef.current);
        setStatus(found.length > 0 ? suggestionsStatus(found.length) : NO_SUGGESTIONS);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        request.current = null;
        // No visible error: the field still takes any text.
        console.warn('[location-search] suggestions failed', failure);
        clear();
      },
    );
  };

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    onChange(name, next);
    cancel();
    if (next.trim().length < LOCATION_MIN_QUERY_LENGTH) {
      clear();
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = undefined;
      search(next);
    }, LOCATION_SEARCH_DEBOUNCE_MS);
  };

  const choose = (index: number) => {
    const picked = suggestions[index];
    if (!picked) return;
    cancel();
    onChange(name, picked.display_name);
    clear();
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(event.altKey ? -1 : 0);
        } else {
          setActive((current) => (current + 1) % count);
        }
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(count - 1);
        } else {
          setActive((current) => (current <= 0 ? count - 1 : current - 1));
        }
        return;
      case 'Enter':
        if (open && active >= 0) {
          // Choosing is not submitting: the form's implicit submission is stopped.
          event.preventDefault();
          choose(active);
        } else if (open) {
          close();
        }
        return;
      case 'Escape':
        // The first Escape closes the list only (the dialog must not see it); with the list closed, Escape
        // is the dialog's again. The typed value stays either way.
        cancel();
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
    }
  };

  const blur = () => {
    // The window losing focus (another app, a devtools click) blurs the input but leaves it the active
    // element: the visitor has not left the field, so the list stays.
    if (document.activeElement === inputRef.current) return;
    cancel();
    close();
  };

  // A press outside the field closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, close]);

  // The list is fixed to the viewport: under the input, or above it when there is more room there. It
  // follows the input as the page or the dialog scrolls, and is not drawn while the input is scrolled out
  // of its scroll container's view (it stays open: scrolling back shows it again).
  useIsomorphicLayoutEffect(() => {
    const input = inputRef.current;
    const list = listRef.current;
    if (!open || !input || !list) return;
    const scroller = scrollParent(input);
    const place = () => {
      const box = input.getBoundingClientRect();
      const frame = scroller?.getBoundingClientRect();
      list.style.visibility = frame && (box.bottom <= frame.top || box.top >= frame.bottom) ? 'hidden' : '';
      const viewport = window.visualViewport;
      const viewTop = viewport ? viewport.offsetTop : 0;
      const viewBottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const wanted = Math.min(list.scrollHeight, LIST_MAX_REM * rem);
      const below = viewBottom - box.bottom - GAP_PX - EDGE_PX;
      const above = box.top - viewTop - GAP_PX - EDGE_PX;
      const up = below < wanted && above > below;
      list.style.left = `${box.left}px`;
      list.style.width = `${box.width}px`;
      list.style.maxHeight = `${Math.max(0, Math.min(LIST_MAX_REM * rem, up ? above : below))}px`;
      list.style.top = up ? `${box.top - GAP_PX - list.offsetHeight}px` : `${box.bottom + GAP_PX}px`;
    };
    place();
    const onScroll = (event: Event) => {
      if (event.target !== list) place();
    };
    window.addEventListener('resize', place);
    window.addEventListener('scroll', onScroll, true);
    window.visualViewport?.addEventListener('resize', place);
    window.visualViewport?.addEventListener('scroll', place);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', onScroll, true);
      window.visualViewport?.removeEventListener('resize', place);
      window.visualViewport?.removeEventListener('scroll', place);
    };
  }, [open, suggestions]);

  // The active option stays in view inside the list (the list scrolls, never the dialog).
  useEffect(() => {
    const list = listRef.current;
    const option = open && active >= 0 ? (list?.children[active] as HTMLElement | undefined) : undefined;
    if (!list || !option) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    }
  }, [open, active]);

  return (
    <div ref={rootRef} className={ff.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        value={value}
        required={required}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={type}
        onKeyDown={keyDown}
        onBlur={blur}
        className={ff.input}
      />
      {/* mousedown would move focus off the input before the click lands: keep it there. */}
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={SUGGESTIONS_LABEL}
        hidden={!open}
        className={s.listbox}
        onMouseDown={(event) => event.preventDefault()}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${index}:${suggestion.display_name}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={s.option}
            onClick={() => choose(index)}
          >
            {suggestion.display_name}
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" aria-atomic="true" className={s.status}>
        {status}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
