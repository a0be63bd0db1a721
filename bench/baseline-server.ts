/**
 * The two baselines the bench compares our server with, each serving the very bytes our server
 * sent at the start of the run (bench/capture.ts wrote them to a folder):
 *   node dist/bench-baseline.mjs memory DIR   a raw node:http server sending them from memory,
 *                                             no framework at all: the ceiling, what sending
 *                                             those bytes costs
 *   node dist/bench-baseline.mjs static DIR   @fastify/static sending them from disk, with the
 *                                             .br beside each file, as a static host would
 * Both listen on PORT and answer GET /ready when listening. `/m/{id}` and `/s/{id}.{ext}` are
 * the captured responses; `Accept-Encoding: br` picks the brotli bytes where ours sent some.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { readCapture, type CapturedEntry } from './capture.js';

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'memory' && mode !== 'static') || !dir) {
  console.error('usage: bench-baseline.mjs memory|static DIR (PORT from the environment)');
  process.exit(2);
}

if (mode === 'memory') {
  const held = new Map<string, { entry: CapturedEntry; identity: Buffer; br: Buffer | null }>();
  for (const entry of readCapture(dir)) {
    const file = join(dir, entry.file);
    held.set(entry.id, { entry, identity: readFileSync(file), br: entry.br ? readFileSync(`${file}.br`) : null });
  }
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    if (url === '/ready') return response.end('ready');
    const found = url.startsWith('/m/') ? held.get(url.slice(3)) : undefined;
    if (!found) {
      response.statusCode = 404;
      return response.end();
    }
    const br = found.br !== null && /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    // The response ours sent, headers and all.
    const body = br ? found.br! : found.identity;
    response.writeHead(200, { ...found.entry.headers[br ? 'br' : 'identity'], 'content-length': body.length });
    response.end(body);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  const app = Fastify({ logger: false });
  app.get('/ready', async () => 'ready');
  await app.register(fastifyStatic, { root: dir, prefix: '/s/', preCompressed: true, index: false, list: false });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}
