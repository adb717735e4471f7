import { isApiPath } from './api-gate.js';

describe('isApiPath', () => {
  it.each(['/api', '/api/', '/api/quotes', '/API', '/API/quotes', '/Api/cities', '/aPi/'])('%s is an API path', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each(['/', '/apis', '/API-docs', '/about-us', '/assets/api/x', '//api/quotes'])('%s is not', (path) => {
    expect(isApiPath(path)).toBe(false);
  });
});
