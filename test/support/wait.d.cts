// Types of wait.cjs.
export interface WaitOptions {
  /** How long to wait at most (ms). */
  timeoutMs?: number;
  /** Named in the error when the deadline passes. */
  what?: string;
  /** How often to ask (ms). */
  everyMs?: number;
}

export function eventually<T>(check: () => Promise<T | undefined | null | false> | T | undefined | null | false, options?: WaitOptions): Promise<T>;
