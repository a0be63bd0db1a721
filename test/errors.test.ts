import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import t from 'tap';
import { CatalogueError } from '../src/record/catalogue-error.js';
import { CatalogueSourceError } from '../src/catalogue/catalogue-source.js';
import { readConfig } from '../src/config.js';
import { AtlasError, BENCH_API_REFUSALS, BENCH_API_REFUSALS_ELSEWHERE, SERVER_ERRORS } from '../src/errors.js';
import { bootApp } from './helper.js';
import { sourceFiles } from './source-imports.js';

/**
 * The server's errors are named in one registry (src/errors.ts), each code with its status: what
 * a maintainer reads to learn what a code in a log or an answer means, and the one place a status
 * is decided. Held two ways: the errors carry their registry code and status, and no handler of
 * the server writes an error status as a bare number.
 */
const ROOT = resolve(import.meta.dirname, '..');

t.test('every code of the registry answers a 4xx or 5xx status', async (t) => {
  const elsewhere = Object.values(BENCH_API_REFUSALS_ELSEWHERE).map(({ code, status }) => [code, status] as const);
  for (const [code, status] of [...Object.entries({ ...SERVER_ERRORS, ...BENCH_API_REFUSALS }), ...elsewhere]) {
    t.ok(status >= 400 && status <= 599, `${code}: ${status}`);
  }
});

t.test('the errors the server raises carry their code and its status', async (t) => {
  const app = await bootApp(t);
  const missing = await app.inject({ method: 'GET', url: '/cpu/amd/no-such-processor/_payload.json' });
  t.equal(missing.statusCode, SERVER_ERRORS.ATLAS_PAGE_NOT_FOUND);
  const posted = await app.inject({ method: 'POST', url: '/lib' });
  t.equal(posted.statusCode, SERVER_ERRORS.ATLAS_METHOD_NOT_ALLOWED);
  t.match(new AtlasError('ATLAS_RENDER_TIMEOUT', 'slow'), { code: 'ATLAS_RENDER_TIMEOUT', statusCode: 500 });
  t.throws(() => readConfig({ PORT: 'eighty' }), { code: 'ATLAS_CONFIG_INVALID', message: /PORT/ }, 'a bad setting');
  t.equal(new CatalogueError({ file: 'data/amd/x.json', id: 'x', field: 'cores' }, 'is not a number').code, 'ATLAS_CATALOGUE_INVALID');
  t.equal(new CatalogueSourceError('no such catalogue').code, 'ATLAS_CATALOGUE_SOURCE_INVALID');
});

t.test("no handler of the server writes an error status as a number: it names the registry's code", async (t) => {
  // reply.code(404), reply.status(503), { status: 404, … } and refuse(reply, 429, …) each decide a
  // status outside the registry; 2xx and 3xx answers are not errors and may be written as they are.
  const bare = /\b(?:code|status)(?:\(|:\s*)(?:4|5)\d\d\b|refuse\(.*\b[45]\d\d\)/;
  const offending = ['src/http', 'src/render', 'src/pages', 'src/app.ts']
    .flatMap((room) => sourceFiles(join(ROOT, room)))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ file, line, index })),
    )
    .filter(({ line }) => bare.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//'))
    .map(({ file, index, line }) => `${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
  t.same(offending, []);
});
