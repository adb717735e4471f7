import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { ADMIN_SESSION_COOKIE, type AdminRole } from '../../core/admin.js';
import { AdminAccounts } from '../../src/admin/index.js';

// The one way the integration tests make an account and sign it in (password only, no two-factor: the
// tests' default). Tests of signing in itself (admin-auth, admin-team, two-factor) send their own requests.

export interface Session {
  /** The bearer token the sign-in answered. */
  token: string;
  /** The session cookie it set, as a Cookie header's value (`admin_session=...`). */
  cookie: string;
}

/** Signs in an account that has `password` and no two-factor; fails unless the answer is 200. */
export async function signIn(app: INestApplication, username: string, password: string): Promise<Session> {
  const res = await request(app.getHttpServer()).post('/api/admin/login').send({ username, password }).expect(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${ADMIN_SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no ${ADMIN_SESSION_COOKIE} cookie in the sign-in answer`);
  return { token: res.body.token as string, cookie: cookie.split(';')[0]! };
}

/** Creates an account with a password (no two-factor) and signs it in. */
export async function createSignedIn(app: INestApplication, username: string, role: AdminRole, password: string): Promise<Session> {
  await app.get(AdminAccounts).create(username, role, password);
  return signIn(app, username, password);
}
