import { createServer } from 'node:http';
import { applyServerTimeouts, connectionsCheckingInterval } from './server-timeouts.js';

describe('applyServerTimeouts', () => {
  it('sets the three timeouts and checks for late requests at most a second apart', () => {
    const server = createServer();
    applyServerTimeouts(server, { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5000 });
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([10_000, 30_000, 5000]);
    expect((server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(1000);
  });

  it('checks more often for short timeouts, never more than every 100 ms', () => {
    expect(connectionsCheckingInterval(1000)).toBe(250);
    expect(connectionsCheckingInterval(2000)).toBe(500);
    expect(connectionsCheckingInterval(120_000)).toBe(1000);
    expect(connectionsCheckingInterval(200)).toBe(100);
  });

  it('refuses a server that already listens, whose checking timer is already set', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      expect(() => applyServerTimeouts(server, { headersTimeoutMs: 1000, requestTimeoutMs: 2000, keepAliveTimeoutMs: 1000 })).toThrow(/before the server listens/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
