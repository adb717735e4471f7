import { useEffect, useRef } from 'react';
import type { PostDraft } from './post-draft.js';

/** How often, at most, the editor saves while the person types. */
export const AUTOSAVE_MS = 5000;

/**
 * Saving while the person types: at most every AUTOSAVE_MS after a change, never while a save runs, the 409
 * panel is open or the title is empty; and a warning before leaving the page with unsaved changes.
 */
export function useAutosave(draft: PostDraft, readOnly: boolean) {
  const { fields, dirty, stale, save, status, latest, inFlight } = draft;
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (readOnly || !dirty || stale || autosaveTimer.current) return;
    autosaveTimer.current = setTimeout(() => {
      autosaveTimer.current = null;
      if (latest.current.stale || inFlight.current || !latest.current.fields.title.trim()) return;
      void save('autosave');
    }, AUTOSAVE_MS);
  }, [fields, dirty, readOnly, stale, save, status, latest, inFlight]);
  useEffect(() => () => void (autosaveTimer.current && clearTimeout(autosaveTimer.current)), []);

  // Warn before leaving with unsaved changes.
  useEffect(() => {
    if (!dirty || readOnly) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, readOnly]);
}
