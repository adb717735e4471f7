import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const ACCEPTABLE = /^[A-Za-z0-9._-]{8,64}$/;

/** Reuses a well-formed X-Request-Id from a proxy, else makes one; echoes it on the response. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && ACCEPTABLE.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
