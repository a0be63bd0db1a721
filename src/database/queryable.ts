/** What the code asks of the database, whichever form it takes (src/database/database.ts). */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** runs a script of several statements, without parameters (a migration) */
  script(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** runs `work` in one transaction: committed when it resolves, rolled back when it throws */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
