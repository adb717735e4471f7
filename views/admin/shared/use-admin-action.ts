import { useRef, useState } from 'react';
import { failureMessage } from '../../../client/admin-api/request.js';

/** How one call of an admin control goes, beyond the hook's defaults. */
export interface AdminRun<K> {
  /** Which call is pending (a session's id, an account's action…); a control with one call leaves it out. */
  key?: K;
  /** The words when the server gives none (the hook's own by default). */
  fallback?: string;
  /**
   * A refusal the control shows in a place of its own (a field's error, a 409's panel, a status line). It gets
   * the control's words for the failure and returns what the alert says: a text, null for no alert, or
   * undefined for those words.
   */
  refused?: (failure: unknown, message: string) => string | null | undefined;
}

export interface AdminAction<K> {
  /** The key of the call under way (true for a control with one call), or null. */
  pending: K | null;
  /** Whether a call is under way. */
  busy: boolean;
  /** The last call's failure in words, for the control's alert; null when there is none. */
  error: string | null;
  /** What the last call that went through said (its status line), or ''. */
  said: string;
  /**
   * Runs a call: the error and the status line are cleared, the control is pending until the call settles,
   * and the call's answer (the words to say, if any) or its failure is shown. A run while another of the
   * same control is under way is ignored (a second click, a second Enter). Resolves whether the call went through.
   */
  run: (call: () => Promise<string | void>, options?: AdminRun<K>) => Promise<boolean>;
  /** What a check before the call (or a change elsewhere) says instead. */
  setError: (message: string | null) => void;
  setSaid: (text: string) => void;
}

/**
 * The back office's one way to call the API from a control (docs/product.md#14-admin-area): its pending state,
 * its failure in the words of `failureMessage` (the server's message, else `fallback`, else the network text)
 * and what it says when done.
 */
export function useAdminAction<K = true>(fallback: string): AdminAction<K> {
  const [pending, setPending] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  // The state is a render late: a second click in the same tick sees the ref.
  const running = useRef(false);

  const run: AdminAction<K>['run'] = async (call, options = {}) => {
    if (running.current) return false;
    running.current = true;
    setPending(options.key ?? (true as K));
    setError(null);
    setSaid('');
    try {
      const done = await call();
      if (done) setSaid(done);
      return true;
    } catch (failure) {
      const message = failureMessage(failure, options.fallback ?? fallback);
      const shown = options.refused?.(failure, message);
      setError(shown === undefined ? message : shown);
      return false;
    } finally {
      running.current = false;
      setPending(null);
    }
  };

  return { pending, busy: pending !== null, error, said, run, setError, setSaid };
}

/** What a call waits on once the page is leaving or its step is gone: its control stays pending, so nothing is sent twice. */
export const pageLeaving = () => new Promise<never>(() => undefined);
