import { mkdirSync } from 'node:fs';
import type { PGlite, PGliteInterface } from '@electric-sql/pglite';

/** The few operations the sandbox needs from PostgreSQL, served by PGlite or node-postgres alike. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction; it sees the same connection. */
  transaction<T>(work: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** A postgres:// URL; when set, node-postgres is used instead of the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir: string;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir);
}

let pristine: Promise<PGlite> | undefined;

/**
 * A new, empty database in memory, copied from one kept empty for the process: PGlite's own start (its
 * initdb) takes about two seconds of a core, a copy of a database made once about half a second. Each test
 * file's sandbox, and each store test, opens one.
 */
async function inMemory(): Promise<PGliteInterface> {
  const { PGlite } = await import('@electric-sql/pglite');
  pristine ??= PGlite.create('memory://');
  return (await pristine).clone();
}

async function onDisk(dataDir: string): Promise<PGliteInterface> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const db = dataDir.startsWith('memory://') ? await inMemory() : await onDisk(dataDir);
  return {
    kind: 'pglite',
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<Row>(sql, [...params]);
            return result.rows;
          },
        }),
      );
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
            const rows = await client.query<Row>(sql, [...params]);
            return rows.rows;
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Holds a lock on `key` until the transaction `tx` ends, across every connection and process sharing the
 * store: work on one quote (a data-protection check, a payment, a take-up) is done one request at a time.
 */
export async function lockReference(tx: Pick<Database, 'query'>, key: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
