import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configInvalid } from './errors.js';

/**
 * Everything the server reads from the environment, read once here: no other file of the server
 * reads `process.env` (test/config.test.ts holds it). Three programs beside the server read their
 * own: the prerender hands the environment on to its worker threads, which read it here, with
 * NODE_ENV set to production; `npm run screenshots` takes CHROME_PATH, as the browser tests do;
 * and the bench runner, which visitors run on their own machines, takes its language from LANG.
 */
export interface Config {
  /** TCP port to listen on (PORT, default 3000) */
  port: number;
  /** interface to bind (HOST, default 127.0.0.1: put a proxy in front for the world) */
  host: string;
  /** pino level: fatal|error|warn|info|debug|trace|silent (LOG_LEVEL, default info) */
  logLevel: string;
  /** production hides error messages of 5xx pages (NODE_ENV, default development) */
  production: boolean;
  /** absolute origin used in canonical and hreflang links (SITE_URL, default http://localhost:PORT) */
  siteUrl: string;
  /** whether that origin is https: then browsers are told to come back over https only (Strict-Transport-Security) */
  httpsOnly: boolean;
  /**
   * the code's repository on GitHub (or a GitHub Enterprise host), where visitors report an error
   * in a record or a missing processor (REPOSITORY_URL, default this project's): a fork sets its own
   */
  repositoryUrl: string;
  /** which catalogue to serve: unset = shipped data/, `fake:N` = synthetic, else a JSON file (CATALOG) */
  catalogue: string | undefined;
  /** memory for finished pages, payloads and their compressed variants, in megabytes (CACHE_MB, default 32) */
  cacheMB: number;
  /** the repository root: data/ and dist/ are found from here */
  rootDir: string;
  /**
   * a PostgreSQL server for the bench results, shared by every instance behind one front
   * (DATABASE_URL, `postgres://user:password@host:5432/name`); unset, the embedded one below
   */
  databaseUrl: string | undefined;
  /**
   * the embedded database's folder, outside the repository so that a fresh clone or a rebuild
   * never touches it (ATLAS_DATA_DIR, default $XDG_DATA_HOME/cpu-atlas/db, else
   * ~/.local/share/cpu-atlas/db); unused when DATABASE_URL is set
   */
  dataDir: string;
  /**
   * the secret that signs proof-of-work challenges (BENCH_HMAC_KEY, at least 32 characters): every
   * instance behind one front needs the same one to accept another's challenges. Unset, each
   * process draws a random one, so a challenge is good only where it was made and until a restart
   */
  benchHmacKey: string | undefined;
  /**
   * the maintainers' token for the moderation page (BENCH_MODERATION_TOKEN, at least 24
   * characters); unset, there is no moderation page at all (404)
   */
  moderationToken: string | undefined;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The response cache's default bound. Measured with the bench's mixed minute at 100,000
 * processors (December 2026), where most of the minute's URLs are asked for once: RSS peaked at
 * 545 MB with 64 MB, 517 MB with 32 and 484 MB with 16, serving 24,100, 23,589 and 19,951
 * requests. Below 32 the cache no longer holds the pages that are asked for again.
 */
export const DEFAULT_CACHE_MB = 32;

/** Where this project's code lives; the README's configuration table names it too. */
export const DEFAULT_REPOSITORY_URL = 'https://github.com/cpu-atlas/cpu-atlas';

// Both src/config.ts and the bundled dist/server.mjs sit one folder below the root.
const rootDir = fileURLToPath(new URL('..', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw configInvalid(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${logLevel}"`);
  }
  const siteUrl = parseSiteUrl(env.SITE_URL, port);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    logLevel,
    production: env.NODE_ENV === 'production',
    siteUrl,
    httpsOnly: siteUrl.startsWith('https:'),
    repositoryUrl: parseRepositoryUrl(env.REPOSITORY_URL),
    catalogue: env.CATALOG || undefined,
    cacheMB: parseCacheMB(env.CACHE_MB),
    rootDir,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: parseDataDir(env),
    benchHmacKey: parseSecret('BENCH_HMAC_KEY', env.BENCH_HMAC_KEY, 32),
    moderationToken: parseSecret('BENCH_MODERATION_TOKEN', env.BENCH_MODERATION_TOKEN, 24),
  };
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw configInvalid('DATABASE_URL must be a PostgreSQL connection URL such as postgres://atlas@db.example:5432/atlas');
  }
  return value;
}

/** Outside the repository by default: `npm ci && npm start` needs nothing else, and a new clone finds the results it had. */
function parseDataDir(env: NodeJS.ProcessEnv): string {
  if (env.ATLAS_DATA_DIR) return resolve(env.ATLAS_DATA_DIR);
  const dataHome = env.XDG_DATA_HOME && isAbsolute(env.XDG_DATA_HOME) ? env.XDG_DATA_HOME : join(env.HOME || homedir(), '.local', 'share');
  return join(dataHome, 'cpu-atlas', 'db');
}

/** A secret too short to resist guessing stops start-up rather than protect nothing; its value is never echoed. */
function parseSecret(name: string, value: string | undefined, minLength: number): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < minLength) throw configInvalid(`${name} must be at least ${minLength} characters long; got ${value.length}`);
  return value;
}

function parseCacheMB(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_CACHE_MB;
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 65536) {
    throw configInvalid(`CACHE_MB must be a whole number of megabytes from 1 to 65536; got "${value}"`);
  }
  return megabytes;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw configInvalid(`PORT must be an integer from 0 to 65535; got "${value}"`);
  }
  return port;
}

/** An origin, as canonical links, hreflang alternates and the sitemap put paths after it. */
function parseSiteUrl(value: string | undefined, port: number): string {
  if (value === undefined || value === '') return `http://localhost:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw configInvalid(`SITE_URL must be an origin such as https://cpu.example; got "${value}"`);
  }
  return url.origin;
}

/**
 * A repository's address, `https://host/owner/name`: the issue tracker's "new issue" form is that
 * plus `/issues/new` (src/pages/issue-report.ts). A trailing slash or `.git` is dropped; a query,
 * a fragment, credentials or a deeper path is refused, as a link built on it would lead nowhere.
 */
function parseRepositoryUrl(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_REPOSITORY_URL;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const path = url?.pathname.replace(/\/$/, '').replace(/\.git$/, '') ?? '';
  if (!url || !/^https?:$/.test(url.protocol) || !/^\/[\w.-]+\/[\w.-]+$/.test(path) || url.search || url.hash || url.username || url.password) {
    throw configInvalid(`REPOSITORY_URL must be a repository's address such as https://github.com/owner/name; got "${value}"`);
  }
  return url.origin + path;
}
