import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the sink received it: the envelope and the parsed mail. */
export interface ReceivedMail {
  from: string;
  to: string[];
  receivedAt: number;
  mail: ParsedMail;
}

/**
 * A real SMTP server on loopback for the tests and the bench (smtp-server, parsed with mailparser).
 * It can stop and start again on the same port, to play a mail server that is down for a while.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private server?: SMTPServer;
  private waiters: (() => void)[] = [];
  port = 0;

  /** `user:pass` when the server should ask for them (plain AUTH, no TLS: loopback only). */
  constructor(private readonly credentials?: { user: string; pass: string }) {}

  get url(): string {
    const auth = this.credentials ? `${encodeURIComponent(this.credentials.user)}:${encodeURIComponent(this.credentials.pass)}@` : '';
    return `smtp://${auth}127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const credentials = this.credentials;
    this.server = new SMTPServer({
      disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !credentials,
      allowInsecureAuth: true,
      logger: false,
      // Pooled client connections are cut at once when the sink stops, as when a real server goes down.
      closeTimeout: 50,
      onAuth(auth, _session, callback) {
        if (credentials && auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              receivedAt: Date.now(),
              mail,
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  /** Stops listening and drops open connections: the next attempt to send is refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` messages have arrived (or throws after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} mail(s), received ${this.messages.length} in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages.slice(0, count);
  }
}
