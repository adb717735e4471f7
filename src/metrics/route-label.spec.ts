import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeLabel, setRouteLabel, UNMATCHED_ROUTE } from './route-label.js';

const request = (fields: Record<string, unknown> = {}) => ({ url: '/admin/leads/6f1c2d7e-0000-4000-8000-000000000000', ...fields }) as unknown as IncomingMessage;
const response = () => ({}) as ServerResponse;

describe('routeLabel', () => {
  it('names a request by the pattern of the Express route that matched, with its mount path', () => {
    expect(routeLabel(request({ route: { path: '/api/admin/leads/:id' }, baseUrl: '' }), response())).toBe('/api/admin/leads/:id');
    expect(routeLabel(request({ route: { path: '/:id' }, baseUrl: '/api/admin/leads' }), response())).toBe('/api/admin/leads/:id');
  });

  it('prefers the name a handler answering before the router gave it', () => {
    const res = response();
    setRouteLabel(res, '/locations/:citySlug');
    expect(routeLabel(request({ url: '/locations/dallas-tx' }), res)).toBe('/locations/:citySlug');
    setRouteLabel(res, UNMATCHED_ROUTE);
    expect(routeLabel(request({ route: { path: '/{*path}' } }), res)).toBe(UNMATCHED_ROUTE);
  });

  it('never falls back to the raw path: a request no route answered is "unmatched"', () => {
    expect(routeLabel(request(), response())).toBe('unmatched');
    expect(routeLabel(request({ route: { path: /regexp/ } }), response())).toBe('unmatched');
  });
});
