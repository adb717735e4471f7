import { useEffect, type ReactNode } from 'react';

/**
 * Wraps every island on both sides, so the server and the browser render the same component tree
 * (useId values match). In the browser, onReady marks the island as hydrated once React has taken over.
 */
export function IslandRoot({ children, onReady }: { children?: ReactNode; onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return children;
}
