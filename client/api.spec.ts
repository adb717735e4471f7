/** @jest-environment jsdom */
import { ApiError, apiRequest } from './api.js';

function answer(status: number, body: string, headers: Record<string, string> = {}, statusText = '') {
  return { ok: status >= 200 && status < 300, status, statusText, text: () => Promise.resolve(body), headers: new Headers(headers) };
}

describe('apiRequest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends JSON with same-origin credentials and extra headers, and parses the JSON answer', async () => {
    fetchMock.mockResolvedValue(answer(201, '{"success":true,"id":"q1"}'));
    const result = await apiRequest<{ success: boolean; id: string }>('POST', '/api/quotes', { a: 1 }, { 'Idempotency-Key': 'k' });
    expect(result).toEqual({ success: true, id: 'q1' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/quotes');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k' });
  });

  it('sends no body and no content type on a read', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"posts":[]}'));
    await apiRequest('GET', '/api/blog');
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBeUndefined();
    expect(init.headers['Content-Type']).toBeUndefined();
  });

  it('returns undefined for an empty successful body', async () => {
    fetchMock.mockResolvedValue(answer(204, ''));
    await expect(apiRequest('POST', '/x', {})).resolves.toBeUndefined();
  });

  it('throws "status: body" with the parsed body, server message and field errors', async () => {
    const body = '{"success":false,"error":"Invalid input","code":"validation_failed","fields":{"email":"must be an email"}}';
    fetchMock.mockResolvedValue(answer(400, body, {}, 'Bad Request'));
    const error = (await apiRequest('POST', '/api/quotes', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`400: ${body}`);
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: 'validation_failed' });
    expect(error.serverMessage).toBe('Invalid input');
    expect(error.fieldErrors).toEqual({ email: 'must be an email' });
    expect(error.retryAfter).toBeUndefined();
  });

  it('falls back to the status text when the body is empty, and has no parsed body for text', async () => {
    fetchMock.mockResolvedValueOnce(answer(502, '', {}, 'Bad Gateway'));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('502: Bad Gateway');
    fetchMock.mockResolvedValueOnce(answer(500, 'oops', {}, 'Internal Server Error'));
    const error = (await apiRequest('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: oops');
    expect(error.body).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
  });

  it('throws on 401 like any other failure', async () => {
    fetchMock.mockResolvedValue(answer(401, '{"success":false,"error":"Unauthorized"}'));
    await expect(apiRequest('GET', '/api/admin/verify')).rejects.toMatchObject({ status: 401 });
  });

  it('reads Retry-After in seconds or as a date', async () => {
    fetchMock.mockResolvedValueOnce(answer(429, '{"success":false,"error":"Too many requests"}', { 'Retry-After': '42' }));
    await expect(apiRequest('POST', '/x', {})).rejects.toMatchObject({ status: 429, retryAfter: 42, serverMessage: 'Too many requests' });
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    fetchMock.mockResolvedValueOnce(answer(429, '', { 'Retry-After': inTenSeconds }));
    const error = (await apiRequest('POST', '/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfter).toBeGreaterThanOrEqual(9);
    expect(error.retryAfter).toBeLessThanOrEqual(11);
  });

  it('lets network failures through unchanged', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('Failed to fetch');
  });
});
