// The limit on this machine: a bare node:http server answering fixed bytes, compressed in advance.
// Started by bench.mjs as its own process (like the site), with a routes file: { "/path": { headers, bodyFile } }.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const routes = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, { headers, bodyFile }]) => {
    const body = readFileSync(bodyFile);
    return [path, { headers: { ...headers, 'content-length': String(body.length) }, body }];
  }),
);

const server = createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, route.headers);
  res.end(route.body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
