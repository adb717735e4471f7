/** Controls whose value a person cannot type or choose before hydration, or that React never controls. */
const NOT_TYPED = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a value past React's tracker (the element's own property), as the browser does when a person types. */
function setNatively(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set?.call(element, value);
}

const isBox = (element: Control): element is HTMLInputElement => element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/** How to hand a control's early value to React, or null when it holds what React rendered (its default). */
function replayOf(element: Control): (() => void) | null {
  if (element.disabled) return null;
  if (element instanceof HTMLSelectElement) {
    const chosen = [...element.options].map((option) => option.selected);
    if (chosen.every((selected, i) => selected === element.options[i]!.defaultSelected)) return null;
    return () => {
      chosen.forEach((selected, i) => (element.options[i]!.selected = selected));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (isBox(element)) {
    const checked = element.checked;
    // A radio the person left is handed over by the one they chose.
    if (checked === element.defaultChecked || (element.type === 'radio' && !checked)) return null;
    return () => {
      // Through React's tracker to the other state, then the person's click again.
      element.checked = !checked;
      element.click();
    };
  }
  if ((element instanceof HTMLInputElement && NOT_TYPED.has(element.type)) || element.readOnly) return null;
  const typed = element.value;
  if (typed === element.defaultValue) return null;
  return () => {
    element.value = element.defaultValue;
    setNatively(element, typed);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/**
 * What a person typed, ticked or chose in an island before it hydrated is on the page but not in React's
 * state, which still holds the server's values: the island's next render would put those back and the
 * typing would be gone. Once the island has hydrated, each control that differs from what React rendered
 * (its default: React sets it from the props while hydrating) is handed to React as the person's own change
 * (docs/product.md#2-pages-and-routes, "Islands and failures"). Every value is read before the first is
 * handed over, since the render that follows a change puts React's values back into the others.
 */
export function replayEarlyInput(root: HTMLElement): void {
  const replays = [...root.querySelectorAll<Control>('input, textarea, select')].map(replayOf);
  for (const replay of replays) replay?.();
}
