import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ASSET_PREFIX, LATEST_BUILD_FILE } from '../shared/build-meta.js';

/**
 * dist/client under /assets/. Every file there has a content hash in its name
 * and never changes, except builds/latest.json, which names the newest build
 * and must be asked for afresh each time.
 */
export async function registerStaticAssets(app: FastifyInstance, rootDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(rootDir, 'dist', 'client'),
    prefix: ASSET_PREFIX,
    cacheControl: false,
    etag: true,
    index: false,
    list: false,
    decorateReply: false,
    // build.mjs writes a .br and a .gz beside every file worth compressing; the client's
    // Accept-Encoding picks one.
    preCompressed: true,
    setHeaders(reply, compressedPath) {
      const path = compressedPath.replace(/\.(br|gz)$/, '');
      const latest = path.endsWith(join(...LATEST_BUILD_FILE.split('/')));
      reply.header('cache-control', latest ? 'no-cache' : 'public, max-age=31536000, immutable');
      // Developer tools find a file's source map here rather than in a comment every visitor downloads.
      if (/\.(js|css)$/.test(path)) reply.header('sourcemap', `${basename(path)}.map`);
    },
  });
}
