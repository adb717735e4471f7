import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './app.js';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they crossed the wire. */
  body: Buffer;
}

/**
 * A request over node:http with exactly these headers and body bytes: test clients would add their own
 * Accept-Encoding, decompress the answer, or re-serialize a Buffer body as JSON.
 */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {}, body, agent }: { method?: string; headers?: Record<string, string>; body?: Buffer; agent?: Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const lengths = body ? { 'Content-Length': String(body.length) } : {};
    httpRequest(url, { method, agent, headers: { ...headers, ...lengths } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end(body);
  });
}

/** Starts the test app on a free loopback port; its origin. */
export async function listen(testApp: TestApp): Promise<string> {
  await testApp.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
}
