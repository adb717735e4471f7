import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver took: its path, headers, raw body and when it arrived. */
export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A scripted answer: a status with headers and a body; status 0 never answers. */
export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A real HTTP receiver on loopback for notification tests: it records every request and answers each
 * path with the answers scripted for it, in order, then `fallback`.
 */
export class HttpReceiver {
  readonly received: ReceivedRequest[] = [];
  private readonly answers = new Map<string, ScriptedAnswer[]>();
  private readonly server: Server;

  constructor(private readonly fallback: ScriptedAnswer = { status: 204 }) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://receiver').pathname;
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
        const answer = this.answers.get(path)?.shift() ?? this.fallback;
        if (answer.status !== 0) res.writeHead(answer.status, answer.headers).end(answer.body);
      });
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  /** The URL of a path on this receiver. */
  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  /** The next requests to `path` get these answers. */
  script(path: string, ...answers: ScriptedAnswer[]): void {
    this.answers.set(path, answers);
  }

  /** What arrived at `path`, in order. */
  at(path: string): ReceivedRequest[] {
    return this.received.filter((request) => request.path === path);
  }

  reset(): void {
    this.received.length = 0;
    this.answers.clear();
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
