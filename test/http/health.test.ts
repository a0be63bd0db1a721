import { connect, type Socket } from 'node:net';
import t from 'tap';
import { bootApp } from '../helper.js';
import { waitUntil } from '../wait-until.js';

t.test('GET /healthz and GET /readyz answer 200, never cached', async (t) => {
  const app = await bootApp(t);
  const live = await app.inject({ url: '/healthz' });
  t.equal(live.statusCode, 200);
  t.same(live.json(), { status: 'live' });
  t.equal(live.headers['cache-control'], 'no-store');
  const ready = await app.inject({ url: '/readyz' });
  t.equal(ready.statusCode, 200);
  t.match(ready.json(), { status: 'ready', build: /^\w+$/ });
  t.equal(ready.headers['cache-control'], 'no-store');
  const head = await app.inject({ method: 'HEAD', url: '/readyz' });
  t.equal(head.statusCode, 200, 'HEAD too, as some balancers probe');
});

t.test('the probes are not logged at info level; pages still are', async (t) => {
  const lines: string[] = [];
  const app = await bootApp(t, { env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
  for (let i = 0; i < 3; i++) {
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/readyz' });
  }
  t.same(
    lines.filter((line) => /healthz|readyz/.test(line)),
    [],
    'no line for a probe',
  );
  await app.inject({ url: '/robots.txt' });
  t.ok(
    lines.some((line) => line.includes('/robots.txt')),
    'other requests are logged as before',
  );
});

t.test('GET /readyz answers 503 once shutdown has begun', async (t) => {
  const app = await bootApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  // A request whose headers are still arriving when the close begins: the balancer's probe
  // that races the shutdown.
  let accepted: Socket | undefined;
  app.server.once('connection', (socket: Socket) => (accepted = socket));
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const partial = 'GET /readyz HTTP/1.1\r\nHost: atlas.test\r\n';
  socket.write(partial);
  await waitUntil(() => (accepted?.bytesRead ?? 0) >= partial.length, "the server has read the request's first lines");
  const closed = app.close();
  const response = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('close', () => resolve(text));
  });
  socket.end('\r\n');
  t.match(await response, /^HTTP\/1\.1 503 /);
  await closed;
});
