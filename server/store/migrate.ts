import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every migration in migrations/ not yet recorded, in file-name order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
  );
  const pending = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(migrationsDir, name), 'utf8');
    await db.exec(
      `begin;\n${sql}\ninsert into schema_migrations (name) values ('${name}');\ncommit;`,
    );
  }
  return pending;
}
