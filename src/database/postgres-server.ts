import type { Database } from './queryable.js';

/**
 * A PostgreSQL server, through a small pool of connections. bigint and numeric columns come back
 * as strings from node-postgres; the schema has none that a reader needs as a number.
 */
export async function openServer(url: string): Promise<Database> {
  // Imported here, not at the top: the bundled server would otherwise load it at start-up.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops is an event here, not an uncaught error that ends the process.
  pool.on('error', () => {});
  return {
    async query(sql, params) {
      return (await pool.query(sql, params ? [...params] : undefined)).rows;
    },
    async script(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params) => (await client.query(sql, params ? [...params] : undefined)).rows,
          script: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
