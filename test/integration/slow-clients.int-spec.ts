import { EntityManager } from '@mikro-orm/postgresql';
import { connect, type Socket } from 'node:net';
import { QuoteRequest } from '../../src/quote/quote-request.entity.js';
import { eventually } from '../support/wait.cjs';
import { createTestApp, type TestApp } from './app.js';
import { listen } from './raw-http.js';

// Slow clients on raw loopback sockets against the real app, with the shortest timeouts the config takes:
// 1 s for headers, 2 s for a whole request, 1 s keep-alive (docs/product.md#8-abuse-limits). The tests
// assert what the client sees and in which order (the server took some input, then answered 408 and
// closed; served two requests, then closed the idle connection without a word); how close to its deadline
// each close comes is a timing, which belongs in the bench, not in a test on a machine that may be busy.
const HEADERS_MS = 1000;
const REQUEST_MS = 2000;
const KEEP_ALIVE_MS = 1000;
/** How long a test waits for the server to close a connection: far past every deadline above. */
const CLOSES_WITHIN_MS = 10_000;
const TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

interface Conversation {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Whether the connection has closed. */
  isClosed(): boolean;
}

const open: Socket[] = [];
const timers: NodeJS.Timeout[] = [];

function converse(origin: string): Promise<Conversation> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    open.push(socket);
    let data = '';
    let closed = false;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    // A write after the server closed fails; that is the point of these tests.
    socket.on('error', () => undefined);
    socket.once('close', () => (closed = true));
    socket.once('connect', () => resolve({ socket, received: () => data, isClosed: () => closed }));
    socket.once('error', reject);
  });
}

/**
 * Writes the next piece every `everyMs` until the pieces run out or the socket closes; `written()` counts
 * the pieces written so far.
 */
function trickle(socket: Socket, pieces: string[], everyMs: number): { written(): number } {
  let written = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || pieces.length === 0) return clearInterval(timer);
    socket.write(pieces.shift()!);
    written++;
  }, everyMs);
  timers.push(timer);
  return { written: () => written };
}

/** Waits until the server has closed the connection. */
const serverClosed = (conversation: Conversation, what: string) => eventually(() => conversation.isClosed(), { timeoutMs: CLOSES_WITHIN_MS, what });

/** Waits until `received()` holds `count` complete responses, and gives them. */
function responses(conversation: Conversation, count: number): Promise<string[]> {
  return eventually(
    () => {
      const found = complete(conversation.received());
      return found.length >= count && found;
    },
    { timeoutMs: CLOSES_WITHIN_MS, what: `${count} complete responses` },
  );
}

/** The complete responses (each with a Content-Length) at the start of `received`. */
function complete(received: string): string[] {
  const found: string[] = [];
  let rest = received;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return found;
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(rest.slice(0, end))?.[1] ?? 0);
    if (rest.length < end + 4 + length) return found;
    found.push(rest.slice(0, end + 4 + length));
    rest = rest.slice(end + 4 + length);
  }
}

const quote = JSON.stringify({ firstName: 'Rae', lastName: 'Quinn', email: 'rae@quinn.test', service: 'custom' });
const quoteHead = `POST /api/quotes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(quote)}\r\n\r\n`;

describe('slow clients', () => {
  let testApp: TestApp;
  let origin: string;
  const storedQuotes = () => testApp.app.get(EntityManager).fork().count(QuoteRequest);

  beforeAll(async () => {
    testApp = await createTestApp({
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    });
    origin = await listen(testApp);
  });

  afterEach(() => {
    for (const timer of timers.splice(0)) clearInterval(timer);
    for (const socket of open.splice(0)) socket.destroy();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 408 and closes when the headers never finish, a line at a time or nothing at all', async () => {
    const slow = await converse(origin);
    slow.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const lines = trickle(slow.socket, Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: a\r\n`), 100);
    const silent = await converse(origin);
    await serverClosed(slow, 'the server to close the connection whose headers trickle');
    await serverClosed(silent, 'the server to close the silent connection');
    for (const conversation of [slow, silent]) expect(conversation.received()).toBe(TIMEOUT_ANSWER);
    // The server took header lines for a while before it gave up, and closed before the last.
    expect(lines.written()).toBeGreaterThan(0);
    expect(lines.written()).toBeLessThan(100);
  }, 15_000);

  it('answers 408 to a body sent one byte at a time past the request timeout, and stores nothing', async () => {
    // The same body at once is a quote that is stored.
    const fast = await converse(origin);
    fast.socket.write(quoteHead + quote);
    const [accepted] = await responses(fast, 1);
    expect(accepted).toMatch(/^HTTP\/1\.1 201 /);
    expect(await storedQuotes()).toBe(1);

    const slow = await converse(origin);
    slow.socket.write(quoteHead);
    const bytes = trickle(slow.socket, [...quote], 100);
    await serverClosed(slow, 'the server to close the connection whose body trickles');
    expect(slow.received()).toBe(TIMEOUT_ANSWER);
    expect(bytes.written()).toBeGreaterThan(0);
    expect(bytes.written()).toBeLessThan(quote.length);
    expect(await storedQuotes()).toBe(1);
  }, 15_000);

  it('answers 408 to a body that stalls, and stores nothing', async () => {
    const stalled = await converse(origin);
    stalled.socket.write(quoteHead + quote.slice(0, 20));
    await serverClosed(stalled, 'the server to close the connection whose body stalled');
    expect(stalled.received()).toBe(TIMEOUT_ANSWER);
    // Neither this quote nor the trickled one of the test before was stored meanwhile.
    expect(await storedQuotes()).toBe(1);
  }, 15_000);

  it('serves requests on a kept-alive connection, then closes it once idle past the keep-alive timeout', async () => {
    const kept = await converse(origin);
    kept.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await responses(kept, 1);
    expect(kept.isClosed()).toBe(false);
    kept.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const [first, second] = await responses(kept, 2);
    for (const answer of [first!, second!]) {
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toMatch(/\r\nConnection: keep-alive\r\n/i);
      expect(answer).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
    }
    // Idle from here: the server closes the connection silently, with no 408 (an idle kept-alive
    // connection is not held to the headers timeout).
    await serverClosed(kept, 'the server to close the idle kept-alive connection');
    expect(kept.received()).toBe(first! + second!);
  }, 15_000);
});
