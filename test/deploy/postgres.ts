import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../bench/processes.js';

/**
 * A PostgreSQL server of the test's own: a new cluster (initdb) in a temporary folder, listening
 * on a free port of the loopback interface only, trusted without a password, stopped and removed
 * when the test ends. PostgreSQL refuses to run as root, so under root (CI) the cluster belongs
 * to the `postgres` user Debian's package creates and its commands run as that user (runuser).
 * .ci/run installs the server from Debian's packages when it is missing.
 */
export const POSTGRES_HINT = 'PostgreSQL not found: apt-get install postgresql (the shared-database test starts its own server)';

export function findPostgresBin(): string | undefined {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => `/usr/lib/postgresql/${version}/bin`).find((bin) => existsSync(join(bin, 'pg_ctl')));
}

export interface PostgresServer {
  /** postgres://atlas@127.0.0.1:PORT/postgres */
  url: string;
}

export async function startPostgres(t: { teardown(fn: () => unknown): void }, bin: string): Promise<PostgresServer> {
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'atlas-postgres-'));
  chmodSync(dir, 0o700);
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (command: string, args: string[]) => {
    const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'atlas', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // fsync stays on: the test is of a server as deployed. The socket goes in the cluster's folder, not /var/run.
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -h 127.0.0.1 -k ${dir}`, 'start']);
  t.teardown(() => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return { url: `postgres://atlas@127.0.0.1:${port}/postgres` };
}
