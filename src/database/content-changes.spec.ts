import { ContentChanges } from './content-changes.js';
import type { DatabaseServer } from './database-server.js';

describe('ContentChanges at shutdown', () => {
  // Never connected: these tests drive the handlers through changedHere, as the announcing instance does.
  const changes = () => new ContentChanges({} as DatabaseServer);

  it('lets a handler under way finish before the modules close (the pool it queries among them)', async () => {
    const steps: string[] = [];
    const listener = changes();
    let finish!: () => void;
    listener.subscribe('posts', () => new Promise<void>((resolve) => (finish = () => (steps.push('reloaded'), resolve()))));
    const running = listener.changedHere('posts');
    const closing = listener.beforeApplicationShutdown().then(() => steps.push('closed'));
    await Promise.resolve();
    expect(steps).toEqual([]);
    finish();
    await Promise.all([running, closing]);
    expect(steps).toEqual(['reloaded', 'closed']);
  });

  it('starts no handler once shutting down', async () => {
    const listener = changes();
    const handler = jest.fn();
    listener.subscribe('posts', handler);
    await listener.beforeApplicationShutdown();
    await listener.changedHere('posts');
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not wait more than 5 s for a handler that hangs', async () => {
    jest.useFakeTimers();
    try {
      const listener = changes();
      listener.subscribe('posts', () => new Promise<void>(() => undefined));
      void listener.changedHere('posts');
      const closing = listener.beforeApplicationShutdown();
      await jest.advanceTimersByTimeAsync(5000);
      await expect(closing).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
