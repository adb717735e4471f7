import type { Request } from 'express';
import { loadConfig } from '../config/app-config.js';
import { changesState, presentedToken, sameOrigin } from './admin-credentials.js';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';

function req(headers: Record<string, string>, method = 'GET', protocol = 'https'): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { headers: lower, method, protocol, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
}

describe('presentedToken', () => {
  it('takes a bearer token first, then the session cookie', () => {
    expect(presentedToken(req({ authorization: `Bearer ${TOKEN}`, cookie: 'admin_session=other.token.x' }))).toEqual({ token: TOKEN, via: 'bearer' });
    expect(presentedToken(req({ cookie: `theme=dark; admin_session=${TOKEN}` }))).toEqual({ token: TOKEN, via: 'cookie' });
  });

  it('presents nothing for another scheme, a malformed token or an oversized cookie header', () => {
    expect(presentedToken(req({ authorization: 'Basic ZGlzcGF0Y2g6eA==', cookie: `admin_session=${TOKEN}` }))).toBeNull();
    expect(presentedToken(req({ authorization: 'Bearer a b' }))).toBeNull();
    expect(presentedToken(req({ cookie: 'admin_session=<script>' }))).toBeNull();
    expect(presentedToken(req({ cookie: `x=${'a'.repeat(9000)}; admin_session=${TOKEN}` }))).toBeNull();
    expect(presentedToken(req({}))).toBeNull();
  });
});

describe('sameOrigin and changesState', () => {
  const config = loadConfig({ SITE_ORIGIN: 'https://www.example.test' });

  it('accepts the configured origin or the one the request was addressed to, nothing else', () => {
    expect(sameOrigin(req({ origin: 'https://www.example.test', host: 'internal:3000' }), config)).toBe(true);
    expect(sameOrigin(req({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, 'POST', 'http'), config)).toBe(true);
    expect(sameOrigin(req({ origin: 'https://evil.example', host: 'www.example.test' }), config)).toBe(false);
    expect(sameOrigin(req({ origin: 'https://www.example.test.evil.example', host: 'x' }), config)).toBe(false);
    expect(sameOrigin(req({ origin: 'null', host: 'www.example.test' }), config)).toBe(false);
    expect(sameOrigin(req({ host: 'www.example.test' }), config)).toBe(false);
  });

  it('treats everything but GET, HEAD and OPTIONS as a change', () => {
    expect(['GET', 'HEAD', 'OPTIONS', 'POST', 'PATCH', 'PUT', 'DELETE'].map((m) => changesState(req({}, m)))).toEqual([false, false, false, true, true, true, true]);
  });
});
