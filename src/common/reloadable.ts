/**
 * A value read from the database once and kept in memory until its owner says the rows changed
 * (invalidate()). A read that fails (database down) is not kept: the next get() tries again. Readers that
 * must not publish something derived from a replaced value compare with isCurrent().
 */
export class Reloadable<T> {
  private current?: Promise<T>;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.current) {
      const loading = this.read();
      this.current = loading;
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
    }
    return this.current;
  }

  /** Whether `value` is still what get() answers (no invalidate() since it was read). */
  isCurrent(value: Promise<T>): boolean {
    return this.current === value;
  }

  invalidate(): void {
    this.current = undefined;
  }
}
