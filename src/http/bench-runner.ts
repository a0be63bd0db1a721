import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BENCH_RUNNER_PATH } from '../shared/bench/runner-path.js';
import { pageNotFound } from '../errors.js';

/**
 * The bench's command-line runner (src/bench/runner/main.ts, built whole into
 * dist/atlas-bench.mjs), served as a download with this site's address written in, so
 * `node atlas-bench.mjs` sends its result back here without being told where. Read once, on the
 * first request; a build without it answers 404.
 */
const SITE_PLACEHOLDER = '__ATLAS_SITE__';

export function registerBenchRunner(app: FastifyInstance, rootDir: string, siteUrl: string): void {
  let file: Promise<Buffer | null> | undefined;
  const runner = () =>
    (file ??= readFile(join(rootDir, 'dist', 'atlas-bench.mjs'), 'utf8').then(
      // The site's address is an origin (src/config.ts), so it holds no quote to escape from the string.
      (code) => Buffer.from(code.replace(JSON.stringify(SITE_PLACEHOLDER), JSON.stringify(siteUrl))),
      () => null,
    ));
  app.get(BENCH_RUNNER_PATH, async (_request, reply) => {
    const code = await runner();
    if (!code) throw pageNotFound(BENCH_RUNNER_PATH);
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('content-disposition', 'attachment; filename="atlas-bench.mjs"')
      .header('cache-control', 'public, max-age=300')
      .send(code);
  });
}
