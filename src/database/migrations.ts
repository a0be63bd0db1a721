import type { Database } from './queryable.js';

/**
 * The schema, as numbered steps applied once each, in order, and recorded in schema_migrations.
 * A step is never edited once released: a change is a new step at the end. Every instance runs
 * this on its first open; a transaction-scoped advisory lock makes instances starting together
 * against one server take turns, so each step runs exactly once.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'bench results and used challenges',
    sql: `
      CREATE TABLE bench_results (
        id text PRIMARY KEY,
        received_at timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL CHECK (status IN ('accepted', 'held', 'rejected')),
        hold_code text,
        vendor text NOT NULL,
        processor_id text NOT NULL,
        identified_by text NOT NULL,
        os_processor_name text,
        suite integer NOT NULL,
        engine_family text NOT NULL,
        engine_version text NOT NULL,
        os_family text NOT NULL,
        logical_processors integer NOT NULL,
        single_kernels jsonb NOT NULL,
        single_overall double precision NOT NULL,
        multi_workers integer,
        multi_kernels jsonb,
        multi_overall double precision,
        submission jsonb NOT NULL,
        moderated_at timestamptz,
        moderation_reason text
      );
      CREATE INDEX bench_results_figure ON bench_results (vendor, processor_id, engine_family, status);
      CREATE INDEX bench_results_status ON bench_results (status, received_at);
      CREATE TABLE used_challenges (
        nonce text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'correction reports',
    // A visitor's report of a wrong fact (docs/corrections.md). `contact` is private: the
    // maintainers' page shows it, nothing public reads it. `settled_by` names the commit or data
    // change that settled an accepted report.
    sql: `
      CREATE TABLE correction_reports (
        id text PRIMARY KEY,
        received_at timestamptz NOT NULL DEFAULT now(),
        vendor text NOT NULL,
        processor_id text NOT NULL,
        field text NOT NULL,
        shown_value jsonb,
        proposed_value text NOT NULL,
        source_url text NOT NULL,
        note text NOT NULL DEFAULT '',
        contact text NOT NULL DEFAULT '',
        locale text NOT NULL,
        proof text NOT NULL CHECK (proof IN ('pow', 'form')),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'rejected', 'duplicate')),
        decided_at timestamptz,
        decision_note text,
        settled_by text
      );
      CREATE INDEX correction_reports_status ON correction_reports (status, received_at);
    `,
  },
];

export async function migrate(database: Database): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('cpu-atlas schema'))");
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => Number(row.version)));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await tx.script(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
  });
}
