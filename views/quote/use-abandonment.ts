import { useCallback, useEffect, useRef, useState } from 'react';
import { AbandonmentTracker, bindAbandonment, sendAbandonment, type AbandonmentFormType } from '../../client/abandonment.js';
import { track } from '../../client/analytics.js';

/**
 * The one abandonment tracker, as used by both quote forms. `values` must not contain the honeypot.
 * `submitting()` ends the session for good; `restart()` opens a fresh session (after a successful quote).
 */
export function useAbandonment<T extends { [K in keyof T]: string }>(formType: AbandonmentFormType, values: T) {
  const [session, setSession] = useState(0);
  const trackerRef = useRef<AbandonmentTracker | null>(null);

  useEffect(() => {
    const tracker = new AbandonmentTracker({
      formType,
      onAbandon: sendAbandonment,
      onStart: () => track('form_start', { form_type: formType }),
    });
    trackerRef.current = tracker;
    const unbind = bindAbandonment(tracker);
    return () => {
      unbind();
      tracker.dispose();
    };
  }, [formType, session]);

  useEffect(() => {
    trackerRef.current?.update(values as Record<string, string>);
  }, [values, session]);

  const submitting = useCallback(() => trackerRef.current?.submitting(), []);
  const restart = useCallback(() => setSession((n) => n + 1), []);
  return { submitting, restart };
}
