// A real SMTP server on loopback for the end-to-end tests (started by playwright.config.ts beside the app,
// which sends its lead notifications here): it keeps every message it receives, parsed, and serves them as
// JSON on an HTTP port of its own (GET /messages), so a test reads what the team would have received. A test
// can make it refuse the messages that contain a text (POST /refusals, DELETE to accept them again).
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 3225);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 3226);
const messages = [];
/** Text that makes the server refuse a message (552), as a mail server that is failing would: POST /refusals. */
const refusals = new Set();

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    // Arrival is when the message's data starts, before it is parsed here.
    const arrivedAt = Date.now();
    simpleParser(stream)
      .then((mail) => {
        const refused = [...refusals].find((text) => (mail.text ?? '').includes(text));
        if (refused) {
          const error = new Error('Message refused by the test');
          error.responseCode = 552;
          return callback(error);
        }
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
  } else if (req.url === '/refusals' && (req.method === 'POST' || req.method === 'DELETE')) {
    // The body is the text to refuse (POST) or to accept again (DELETE).
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST') refusals.add(body);
      else refusals.delete(body);
      res.writeHead(204).end();
    });
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
