// A real SMTP server on loopback for the end-to-end tests (started by playwright.config.ts beside the app,
// which sends its lead notifications here): it keeps every message it receives, parsed, and serves them as
// JSON on an HTTP port of its own (GET /messages), so a test reads what the team would have received.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 3225);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 3226);
const messages = [];

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    // Arrival is when the message's data starts, before it is parsed here.
    const arrivedAt = Date.now();
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date(arrivedAt).toISOString(),
          arrivedAt,
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

const http = createServer((req, res) => {
  if (req.url === '/messages') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  } else if (req.url === '/readyz') {
    res.writeHead(200).end('ok');
  } else {
    res.writeHead(404).end();
  }
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  smtp.close(() => undefined);
  http.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
