import { EventEmitter } from 'node:events';
import { LOST_CONNECTION_GRACE_MS, reclaimLostConnections } from './lost-connections.js';

/** A pg PoolClient as far as the pool's events go: `release` is what the pool hands out with it. */
function fakeClient() {
  const client = Object.assign(new EventEmitter(), { release: jest.fn() });
  return client;
}

function setUp() {
  const pool = new EventEmitter();
  reclaimLostConnections(pool as never);
  const client = fakeClient();
  const release = client.release;
  pool.emit('connect', client);
  return { pool, client, release };
}

describe('reclaimLostConnections', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('releases, as broken, a connection that ended while checked out and was not released in time', () => {
    const { pool, client, release } = setUp();
    pool.emit('acquire', client);
    client.emit('end');
    jest.advanceTimersByTime(LOST_CONNECTION_GRACE_MS - 1);
    expect(release).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(release).toHaveBeenCalledTimes(1);
    expect(release.mock.calls[0][0]).toBeInstanceOf(Error);
    // A late release by its holder no longer reaches the pool (which would throw on a double release).
    client.release();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a connection its holder released', () => {
    const { pool, client, release } = setUp();
    pool.emit('acquire', client);
    client.emit('end');
    pool.emit('release', new Error('Connection terminated unexpectedly'), client);
    jest.advanceTimersByTime(LOST_CONNECTION_GRACE_MS);
    expect(release).not.toHaveBeenCalled();
  });

  it('leaves alone an idle connection that ends (the pool drops those itself)', () => {
    const { pool, client, release } = setUp();
    pool.emit('acquire', client);
    pool.emit('release', undefined, client);
    client.emit('end');
    jest.advanceTimersByTime(LOST_CONNECTION_GRACE_MS);
    expect(release).not.toHaveBeenCalled();
  });
});
