import { EventEmitter } from 'node:events';
import { InFlightRequests, onShutdownSignals, shutDown, type ShutdownParts } from './graceful-shutdown.js';

/** A node:http Server as far as shutdown uses it, recording what was called. */
class FakeServer extends EventEmitter {
  readonly calls: string[] = [];
  close(callback?: () => void) {
    this.calls.push('close');
    callback?.();
    return this;
  }
  closeIdleConnections() {
    this.calls.push('closeIdleConnections');
  }
  closeAllConnections() {
    this.calls.push('closeAllConnections');
  }
}

/** A ServerResponse as far as the tracker uses it. */
class FakeResponse extends EventEmitter {
  headersSent = false;
  readonly headers = new Map<string, string>();
  setHeader(name: string, value: string) {
    this.headers.set(name, value);
    return this;
  }
  finish() {
    this.headersSent = true;
    this.emit('close');
  }
}

function request(server: FakeServer): FakeResponse {
  const res = new FakeResponse();
  server.emit('request', {}, res);
  return res;
}

function setUp(closeApp: () => Promise<void> = async () => undefined) {
  const server = new FakeServer();
  const requests = new InFlightRequests(server as never);
  const steps: string[] = [];
  const sleeps: number[] = [];
  const parts: ShutdownParts = {
    server: server as never,
    requests,
    drain: () => steps.push('drain'),
    closeApp: async () => {
      steps.push('closeApp');
      await closeApp();
    },
    log: (message) => steps.push(message),
    warn: (message) => steps.push(`WARN ${message}`),
    sleep: async (ms) => void sleeps.push(ms),
  };
  return { server, requests, steps, sleeps, parts };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('shutDown', () => {
  it('turns readiness off first, drains, stops accepting, then closes the application, logging each step', async () => {
    const { server, steps, sleeps, parts } = setUp();
    await shutDown('SIGTERM', parts, { drainMs: 300, graceMs: 10_000 });
    expect(sleeps).toEqual([300]);
    expect(steps).toEqual([
      'drain',
      'shutdown: SIGTERM received, /readyz answers 503',
      'shutdown: draining for 300 ms',
      'shutdown: stopped accepting connections; 0 requests in flight',
      'shutdown: requests in flight finished',
      'shutdown: closing the application (queue workers, database pool, embedded database)',
      'closeApp',
      expect.stringMatching(/^shutdown: complete in \d+ ms$/),
    ]);
    // Idle connections stay open through the drain (a request may be on its way on one): closed with the listener.
    expect(server.calls).toEqual(['close', 'closeIdleConnections', 'closeAllConnections']);
  });

  it('does not wait at all with no drain time', async () => {
    const { steps, sleeps, parts } = setUp();
    await shutDown('SIGINT', parts, { drainMs: 0, graceMs: 10_000 });
    expect(sleeps).toEqual([]);
    expect(steps).not.toContain('shutdown: draining for 0 ms');
  });

  it('closes the application only once the requests in flight have finished', async () => {
    const { server, steps, parts } = setUp();
    const slow = request(server);
    const done = shutDown('SIGTERM', parts, { drainMs: 0, graceMs: 10_000 });
    await flush();
    expect(steps).toContain('shutdown: stopped accepting connections; 1 requests in flight');
    expect(steps).not.toContain('closeApp');
    slow.finish();
    await done;
    expect(steps.indexOf('shutdown: requests in flight finished')).toBeLessThan(steps.indexOf('closeApp'));
  });

  it('closes the connections of requests still running after the grace time, then the application', async () => {
    jest.useFakeTimers();
    try {
      const { server, steps, parts } = setUp();
      request(server);
      const done = shutDown('SIGTERM', parts, { drainMs: 0, graceMs: 5_000 });
      await jest.advanceTimersByTimeAsync(4_999);
      expect(steps).not.toContain('closeApp');
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(steps).toContain('WARN shutdown: 1 requests still in flight after 5000 ms: closing their connections');
      expect(server.calls.at(-1)).toBe('closeAllConnections');
      expect(steps.indexOf('closeApp')).toBeGreaterThan(steps.findIndex((step) => step.startsWith('WARN')));
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects when closing the application fails', async () => {
    const { parts } = setUp(async () => {
      throw new Error('pool would not close');
    });
    await expect(shutDown('SIGTERM', parts, { drainMs: 0, graceMs: 100 })).rejects.toThrow('pool would not close');
  });
});

describe('InFlightRequests', () => {
  it('keeps connections alive until shutdown begins', () => {
    const server = new FakeServer();
    new InFlightRequests(server as never);
    expect(request(server).headers.has('Connection')).toBe(false);
  });

  it('once shutdown begins, ends the connection after every response that has not started, new or under way', () => {
    const server = new FakeServer();
    const requests = new InFlightRequests(server as never);
    const waiting = request(server);
    const streaming = request(server);
    streaming.headersSent = true;
    requests.closeConnectionsAfterResponses();
    expect(waiting.headers.get('Connection')).toBe('close');
    expect(streaming.headers.has('Connection')).toBe(false);
    expect(request(server).headers.get('Connection')).toBe('close');
    expect(requests.count).toBe(3);
  });

  it('closes idle connections once the listener is closed, and each that falls idle after (one whose headers were out stayed kept alive)', () => {
    const server = new FakeServer();
    const requests = new InFlightRequests(server as never);
    const first = request(server);
    const streaming = request(server);
    streaming.headersSent = true;
    requests.closeConnectionsAfterResponses();
    first.finish();
    expect(server.calls).toEqual([]);
    requests.closeIdleConnections();
    streaming.finish();
    expect(server.calls).toEqual(['closeIdleConnections', 'closeIdleConnections']);
    expect(requests.count).toBe(0);
  });

  it('settles at once when nothing is in flight', async () => {
    const requests = new InFlightRequests(new FakeServer() as never);
    await expect(requests.settled(1_000)).resolves.toBe(true);
  });
});

describe('onShutdownSignals', () => {
  it('runs one shutdown for SIGTERM, ignores a second signal, and exits 0 once it completed', async () => {
    const signals = new EventEmitter();
    const warnings: string[] = [];
    const exits: number[] = [];
    let finish!: () => void;
    const run = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    onShutdownSignals(run, { warn: (m) => warnings.push(m), error: () => undefined }, { exit: (code) => exits.push(code), signals });
    signals.emit('SIGTERM', 'SIGTERM');
    signals.emit('SIGINT', 'SIGINT');
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('SIGTERM');
    expect(warnings).toEqual(['shutdown: SIGINT received again, shutdown already under way']);
    expect(exits).toEqual([]);
    finish();
    await flush();
    expect(exits).toEqual([0]);
  });

  it('exits 1, saying why, when the shutdown fails', async () => {
    const signals = new EventEmitter();
    const errors: string[] = [];
    const exits: number[] = [];
    onShutdownSignals(async () => Promise.reject(new Error('pool would not close')), { warn: () => undefined, error: (m) => errors.push(m) }, {
      exit: (code) => exits.push(code),
      signals,
    });
    signals.emit('SIGINT', 'SIGINT');
    await flush();
    expect(errors).toEqual(['shutdown: failed: pool would not close']);
    expect(exits).toEqual([1]);
  });
});
