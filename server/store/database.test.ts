import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

const opened: Database[] = [];

async function inMemory(): Promise<Database> {
  const db = await openDatabase({ dataDir: 'memory://' });
  opened.push(db);
  return db;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

const tables = (db: Database) =>
  db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public'`,
  );

describe('a database in memory (memory://)', () => {
  it('starts empty, and what one holds no other sees, opened before it or after', async () => {
    const first = await inMemory();
    const second = await inMemory();
    await first.exec(
      `create table quotes (ref text primary key); insert into quotes values ('Q-1')`,
    );

    expect(await first.query('select ref from quotes')).toEqual([{ ref: 'Q-1' }]);
    expect(await tables(second)).toEqual([]);
    const third = await inMemory();
    expect(await tables(third)).toEqual([]);

    await second.exec('create table quotes (ref text primary key)');
    expect(await second.query('select ref from quotes')).toEqual([]);
  });

  it('opens as many at once as are asked for, each apart', async () => {
    const databases = await Promise.all([inMemory(), inMemory(), inMemory()]);
    await Promise.all(
      databases.map((db, index) => db.exec(`create table only_in_${String(index)} (x int)`)),
    );
    for (const [index, db] of databases.entries())
      expect(await tables(db)).toEqual([{ name: `only_in_${String(index)}` }]);
  });

  it('stays usable after another is closed', async () => {
    const closed = await inMemory();
    await closed.exec('create table gone (x int)');
    await closed.close();
    opened.splice(opened.indexOf(closed), 1);

    const next = await inMemory();
    expect(await tables(next)).toEqual([]);
    await next.exec('create table kept (x int); insert into kept values (1)');
    expect(await next.query('select x from kept')).toEqual([{ x: 1 }]);
  });
});
