import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus to an element once the render that draws it is done. For content that replaces what
 * the focus was in (a pressed button that is gone): the focus goes on to the new content's first line
 * rather than being dropped to the top of the page.
 */
export function useFocusAfterRender(): (target: RefObject<HTMLElement | null>) => void {
  const next = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    next.current?.current?.focus();
    next.current = null;
  });
  return (target) => {
    next.current = target;
  };
}
