/** @jest-environment jsdom */
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from '../core/location-search.js';
import { ApiError } from './api.js';
import { LOCATION_MAX_QUERY_LENGTH, LOCATION_MIN_QUERY_LENGTH, searchLocations } from './location-search.js';

function answer(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(text), headers: new Headers() };
}

describe('searchLocations', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('keeps the API limits of a query', () => {
    expect(LOCATION_MIN_QUERY_LENGTH).toBe(MIN_QUERY_LENGTH);
    expect(LOCATION_MAX_QUERY_LENGTH).toBe(MAX_QUERY_LENGTH);
  });

  it('asks nothing for fewer than 3 characters after trimming, or more than 100', async () => {
    for (const query of ['', 'da', '  da  ', '\u00a0j\u00a0', 'x'.repeat(101)]) {
      await expect(searchLocations(query)).resolves.toEqual([]);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the suggestions of the trimmed, encoded query through the fetch helper, with the signal', async () => {
    const suggestions = [
      { display_name: 'Dallas, TX, USA', country: 'United States' },
      { display_name: 'Dalton, GA, USA', country: 'United States' },
    ];
    fetchMock.mockResolvedValue(answer(200, { success: true, suggestions }));
    const controller = new AbortController();
    await expect(searchLocations('  St. Louis & co ', controller.signal)).resolves.toEqual(suggestions);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/location-search?q=St.%20Louis%20%26%20co');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', signal: controller.signal });
  });

  it('drops malformed entries and answers [] for an answer without a list', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, suggestions: [{ display_name: 'Austin, TX, USA', country: 'United States' }, { display_name: '' }, 'x', null, { display_name: 'Waco, TX, USA' }] }),
    );
    await expect(searchLocations('tex ')).resolves.toEqual([
      { display_name: 'Austin, TX, USA', country: 'United States' },
      { display_name: 'Waco, TX, USA', country: '' },
    ]);
    fetchMock.mockResolvedValueOnce(answer(200, { success: true }));
    await expect(searchLocations('abc')).resolves.toEqual([]);
  });

  it('rejects on an answer that is not OK and on a network failure', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, error: 'Invalid input: q' }));
    await expect(searchLocations('abc')).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(searchLocations('abc')).rejects.toThrow('Failed to fetch');
  });
});
