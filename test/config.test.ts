import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import t from 'tap';
import { buildApp } from '../src/app.js';
import { DEFAULT_REPOSITORY_URL, readConfig } from '../src/config.js';
import { closeGracefully } from '../src/graceful-close.js';
import { bootApp } from './helper.js';
import { sourceFiles } from './source-imports.js';
import { waitUntil } from './wait-until.js';

t.test('readConfig: defaults', async (t) => {
  const config = readConfig({});
  t.match(config, {
    port: 3000,
    host: '127.0.0.1',
    logLevel: 'info',
    production: false,
    siteUrl: 'http://localhost:3000',
    httpsOnly: false,
    catalogue: undefined,
  });
  t.equal(config.repositoryUrl, DEFAULT_REPOSITORY_URL, "reports go to this project's repository unless a fork says otherwise");
});

t.test('readConfig: REPOSITORY_URL names a repository, or start-up stops with the fix', async (t) => {
  t.equal(readConfig({ REPOSITORY_URL: 'https://github.com/someone/atlas-fork' }).repositoryUrl, 'https://github.com/someone/atlas-fork');
  t.equal(
    readConfig({ REPOSITORY_URL: 'https://github.com/someone/atlas-fork/' }).repositoryUrl,
    'https://github.com/someone/atlas-fork',
    'a trailing slash dropped',
  );
  t.equal(
    readConfig({ REPOSITORY_URL: 'https://GitHub.example/Team/atlas.git' }).repositoryUrl,
    'https://github.example/Team/atlas',
    'a clone URL read as the repository',
  );
  for (const bad of [
    'github.com/someone/atlas',
    'git@github.com:someone/atlas.git',
    'ftp://github.com/someone/atlas',
    'https://github.com/someone',
    'https://github.com/someone/atlas/issues',
    'https://github.com/someone/atlas?tab=1',
    'https://github.com/someone/atlas#readme',
    'https://me:secret@github.com/someone/atlas',
    'javascript:alert(1)//github.com/a/b',
    'https://github.com/some one/atlas',
  ]) {
    t.throws(() => readConfig({ REPOSITORY_URL: bad }), /REPOSITORY_URL must be a repository's address/, bad);
  }
});

t.test('readConfig: the environment overrides, and bad values are refused with the fix', async (t) => {
  const config = readConfig({ PORT: '8080', HOST: '0.0.0.0', LOG_LEVEL: 'warn', NODE_ENV: 'production', SITE_URL: 'https://cpu.example/', CATALOG: 'fake:10' });
  t.match(config, { port: 8080, host: '0.0.0.0', logLevel: 'warn', production: true, siteUrl: 'https://cpu.example', httpsOnly: true, catalogue: 'fake:10' });
  t.throws(() => readConfig({ PORT: 'eighty' }), /PORT must be an integer/);
  t.throws(() => readConfig({ PORT: '70000' }), /PORT must be an integer/);
  t.throws(() => readConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL must be one of/);
  for (const bad of [
    'cpu.example',
    'ftp://cpu.example',
    'https://cpu.example/atlas',
    'https://cpu.example/?a=1&b=2',
    'https://cpu.example/#top',
    'https://me@cpu.example',
  ]) {
    t.throws(() => readConfig({ SITE_URL: bad }), /SITE_URL must be an origin/, bad);
  }
  t.equal(readConfig({ SITE_URL: 'HTTPS://CPU.Example:8443' }).siteUrl, 'https://cpu.example:8443', 'an origin, normalised');
});

t.test('CATALOG names the catalogue the app serves when it is given none', async (t) => {
  // bootApp (test/helper.ts) hands every app a catalogue; this is the server's way, loading its own.
  const app = await buildApp({ config: readConfig({ CATALOG: 'fake:30', LOG_LEVEL: 'silent' }) });
  t.teardown(() => app.close());
  const home = await app.inject('/');
  t.equal(home.statusCode, 200);
  t.match(home.body, 'class="synthetic-notice"', 'the home page says its catalogue is generated');
});

t.test('SIGTERM: in-flight requests finish, then exit 0', async (t) => {
  const app = await bootApp(t);
  const events: string[] = [];
  let started!: () => void;
  const slowStarted = new Promise<void>((resolve) => (started = resolve));
  let finishSlow!: () => void;
  app.get('/__slow', async () => {
    await new Promise<void>((resolve) => {
      finishSlow = resolve;
      started();
    });
    events.push('answered');
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const signals = new EventEmitter();
  let exitedWith!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (exitedWith = resolve));
  closeGracefully(app, signals, (code) => {
    events.push(`exit ${code}`);
    exitedWith(code);
  });

  const slow = fetch(`http://127.0.0.1:${port}/__slow`);
  await slowStarted;
  signals.emit('SIGTERM');
  signals.emit('SIGINT'); // a second signal while closing changes nothing
  // The close is under way (no new connections) while the request is still in flight.
  await waitUntil(() => !app.server.listening, 'the server stops listening');
  t.same(events, [], 'not exited while a request is in flight');
  finishSlow();
  const response = await slow;
  t.equal(response.status, 200);
  t.same(await response.json(), { done: true });
  t.equal(await exited, 0);
  t.same(events, ['answered', 'exit 0'], 'the request answered first, then one exit');
});

t.test("readConfig: the bench results' database, signing key and moderation token", async (t) => {
  const defaults = readConfig({ HOME: '/home/atlas' });
  t.equal(defaults.databaseUrl, undefined, 'embedded unless a server is named');
  t.equal(defaults.dataDir, '/home/atlas/.local/share/cpu-atlas/db', 'outside the repository by default');
  t.equal(readConfig({ XDG_DATA_HOME: '/var/lib/me', HOME: '/home/atlas' }).dataDir, '/var/lib/me/cpu-atlas/db');
  t.equal(readConfig({ ATLAS_DATA_DIR: '/srv/atlas-db' }).dataDir, '/srv/atlas-db');
  t.equal(defaults.benchHmacKey, undefined, 'a random key per process when unset (src/bench-results/proof-of-work.ts)');
  t.equal(defaults.moderationToken, undefined, 'no token, no moderation page');
  t.equal(readConfig({ DATABASE_URL: 'postgres://atlas@db.example:5432/atlas' }).databaseUrl, 'postgres://atlas@db.example:5432/atlas');
  t.throws(() => readConfig({ DATABASE_URL: 'mysql://db.example/atlas' }), /DATABASE_URL must be a PostgreSQL connection URL/);
  t.throws(() => readConfig({ BENCH_HMAC_KEY: 'short' }), /BENCH_HMAC_KEY must be at least 32 characters long; got 5/);
  t.throws(
    () => readConfig({ BENCH_MODERATION_TOKEN: 'secret' }),
    /BENCH_MODERATION_TOKEN must be at least 24 characters long; got 6$/,
    'the value is never echoed',
  );
});

t.test('nothing but src/config.ts reads process.env, but the three programs beside the server it names', async (t) => {
  // A setting read elsewhere would be missing from the configuration's one list of settings and
  // its checks, and read again on every call.
  const root = resolve(import.meta.dirname, '..');
  const readers = sourceFiles(join(root, 'src'))
    .map((file) => relative(root, file).split('\\').join('/'))
    .filter((file) => /process\.env\b/.test(readFileSync(join(root, file), 'utf8')));
  t.same(readers.sort(), ['src/bench/runner/main.ts', 'src/config.ts', 'src/tools/prerender-cli.ts', 'src/tools/screenshots.ts']);
});
