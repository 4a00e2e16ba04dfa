import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { binaryTextArray, textElementType } from '../../src/host/db/binary-text-arrays.js';
import { insertCompiled, insertCompiledWith, sqliteParts } from '../../src/host/db/compiled-inserts.js';
import { dialect } from '../support/harness.js';
import { scratchDatabase } from '../support/scratch-database.js';
import { StatementCounter } from '../support/statement-counter.js';

/** Multi-row inserts compiled once per shape (src/host/db/compiled-inserts.ts). */
describe(`insertCompiled on ${dialect}`, () => {
  const database = scratchDatabase(async (db) => {
    await db.schema
      .createTable('compiled_probe')
      .addColumn('probe_key', 'varchar(16)', (column) => column.primaryKey())
      .addColumn('label', 'text')
      .addColumn('amount', 'integer', (column) => column.notNull().defaultTo(7))
      .addColumn('updated_at', 'varchar(32)')
      .execute();
  });

  const rows = (from: number, count: number, label: string) =>
    Array.from({ length: count }, (_, index) => ({ probeKey: `k${String(from + index).padStart(4, '0')}`, label: `${label} ${String(from + index)}`, amount: from + index, updatedAt: label }));

  const upsert = (part: ReturnType<typeof rows>) =>
    insertCompiled(database().db, 'probe-upsert', part, (values) =>
      database().db
        .insertInto('compiled_probe')
        .values(values)
        .onConflict((conflict) => conflict.column('probeKey').doUpdateSet((eb) => ({ label: eb.ref('excluded.label'), amount: 0, updatedAt: eb.ref('excluded.updatedAt') }))),
    );

  const read = () => database().db.selectFrom('compiled_probe').selectAll().orderBy('probeKey').execute();

  it('writes what the ordinary insert writes, for any row count of one shape', async () => {
    for (const [from, count] of [
      [0, 1],
      [1, 3],
      [4, 2],
      [6, 250],
    ] as const) {
      const result = await insertCompiled(database().db, 'probe-insert', rows(from, count, 'first'), (values) => database().db.insertInto('compiled_probe').values(values));
      expect(Number(result.numAffectedRows)).toBe(count);
    }
    const stored = await read();
    expect(stored).toHaveLength(256);
    expect(stored[5]).toEqual({ probeKey: 'k0005', label: 'first 5', amount: 5, updatedAt: 'first' });
    expect(stored[255]).toEqual({ probeKey: 'k0255', label: 'first 255', amount: 255, updatedAt: 'first' });
  });

  it('binds the conflict clause’s constants and refs as the builder does', async () => {
    await upsert(rows(0, 2, 'second'));
    await upsert(rows(300, 5, 'second'));
    const stored = await read();
    expect(stored[0]).toEqual({ probeKey: 'k0000', label: 'second 0', amount: 0, updatedAt: 'second' });
    expect(stored[2]).toEqual({ probeKey: 'k0002', label: 'first 2', amount: 2, updatedAt: 'first' });
    expect(stored.find((row) => row.probeKey === 'k0304')).toEqual({ probeKey: 'k0304', label: 'second 304', amount: 304, updatedAt: 'second' });
  });

  it('stores every kind of value as the ordinary insert stores it', async () => {
    for (const table of ['kinds_compiled', 'kinds_plain']) {
      await database().db.schema
        .createTable(table)
        .addColumn('kind_key', 'varchar(16)', (column) => column.primaryKey())
        .addColumn('body', 'text')
        .addColumn('count', 'integer')
        .addColumn('big', 'bigint')
        .addColumn('ratio', 'double precision')
        .addColumn('flag', 'boolean')
        .addColumn('at', dialect === 'postgres' ? 'timestamptz' : 'text')
        .execute();
    }
    const tricky = ['say "hi"', 'back\\slash \\u0041 and \\"', 'line\nbreak\ttab\r', 'emoji 😀 and 𝄞', '<p class="x">&amp;</p>', '{"json": [1, "two"]}', '', "it's", '\u2028\u2029', 'ünïcödé ß'];
    const kindRows = tricky.map((body, index) => ({
      kindKey: `k${String(index)}`,
      body,
      count: index - 3,
      big: index === 0 ? 9_007_199_254_740_991 : index,
      ratio: index / 7,
      // better-sqlite3 binds no booleans: SQLite's are 0 and 1.
      flag: dialect === 'postgres' ? index % 2 === 0 : (index % 2 === 0 ? 1 : 0),
      // Times as the engine writes them (nowIso()), and as others may: microseconds, an offset, no fraction.
      at: ['2026-11-27T10:01:00.123456Z', '2026-11-27 12:02:00+02', '2026-11-27T10:03:00Z'][index - 1] ?? `2026-11-27T10:0${String(index)}:00.123Z`,
    }));
    kindRows.push({ kindKey: 'nulls', body: null as unknown as string, count: null as unknown as number, big: null as unknown as number, ratio: null as unknown as number, flag: null as unknown as number, at: null as unknown as string });
    for (let round = 0; round < 2; round += 1) {
      const part = kindRows.map((row) => ({ ...row, kindKey: `${row.kindKey}-${String(round)}` }));
      await insertCompiled(database().db, 'kinds', part, (values) => database().db.insertInto('kinds_compiled').values(values));
      await database().db.insertInto('kinds_plain').values(part).execute();
    }
    // A Date cell (PostgreSQL's driver binds it as a timestamp).
    const dated = { kindKey: 'dated', body: 'a date', count: 1, big: 1, ratio: 1, flag: true as boolean | number | null, at: new Date('2026-11-27T11:00:00.000Z') as unknown as string };
    if (dialect === 'postgres') {
      await insertCompiled(database().db, 'kinds', [dated], (values) => database().db.insertInto('kinds_compiled').values(values));
      await database().db.insertInto('kinds_plain').values(dated).execute();
    }
    const compiled = await database().db.selectFrom('kinds_compiled').selectAll().orderBy('kindKey').execute();
    const plain = await database().db.selectFrom('kinds_plain').selectAll().orderBy('kindKey').execute();
    expect(compiled).toHaveLength(dialect === 'postgres' ? 23 : 22);
    expect(compiled).toEqual(plain);
    expect(compiled.find((row) => row.kindKey === 'k1-0')?.body).toBe(tricky[1]);
  });

  it('builds rows that do not set the same columns (or leave one undefined) the ordinary way', async () => {
    const mixed = [
      { probeKey: 'm1', label: 'mixed', amount: 2 },
      { probeKey: 'm2', amount: 3 },
      { probeKey: 'm3', label: undefined, amount: 4 },
    ];
    await insertCompiled(database().db, 'probe-mixed', mixed, (values) => database().db.insertInto('compiled_probe').values(values));
    const stored = await database().db.selectFrom('compiled_probe').select(['probeKey', 'label', 'amount']).where('probeKey', 'in', ['m1', 'm2', 'm3']).orderBy('probeKey').execute();
    expect(stored).toEqual([
      { probeKey: 'm1', label: 'mixed', amount: 2 },
      { probeKey: 'm2', label: null, amount: 3 },
      { probeKey: 'm3', label: null, amount: 4 },
    ]);
  });

  it('on SQLite, sends a shape’s rows in parts of powers of two, so that any row count makes at most ten SQL texts', () => {
    const sizes = new Set<number>();
    for (let count = 0; count <= 2_000; count += 1) {
      const rows = Array.from({ length: count }, (_, index) => index);
      const parts = sqliteParts(rows);
      // Every row once, in order, largest parts first.
      expect(parts.flat()).toEqual(rows);
      for (const [index, part] of parts.entries()) {
        expect(part.length & (part.length - 1)).toBe(0);
        expect(part.length).toBeLessThanOrEqual(512);
        if (index > 0) expect(part.length).toBeLessThanOrEqual(parts[index - 1]!.length);
        sizes.add(part.length);
      }
    }
    expect([...sizes].sort((a, b) => a - b)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    expect(sqliteParts(Array.from({ length: 600 }, (_, index) => index)).map((part) => part.length)).toEqual([512, 64, 16, 8]);
  });

  it('inserts 600 rows in one statement on PostgreSQL (the table’s column types read once) and in those parts on SQLite', async () => {
    // Another shape of the table reads its columns' types first: once per table and process.
    await upsert(rows(19_000, 1, 'types'));
    const counter = new StatementCounter();
    const counted = database().db.withPlugin(counter);
    const result = await insertCompiled(counted, 'probe-parts', rows(20_000, 600, 'parts'), (values) => counted.insertInto('compiled_probe').values(values).returning('probeKey'));
    expect(result.rows).toEqual(rows(20_000, 600, 'parts').map((row) => ({ probeKey: row.probeKey })));
    expect(counter.count).toBe(dialect === 'sqlite' ? 4 : 1);
    counter.count = 0;
    const again = await insertCompiled(counted, 'probe-parts', rows(21_000, 3, 'parts'), (values) => counted.insertInto('compiled_probe').values(values).returning('probeKey'));
    expect(again.rows).toEqual(rows(21_000, 3, 'parts').map((row) => ({ probeKey: row.probeKey })));
    expect(counter.count).toBe(dialect === 'sqlite' ? 2 : 1);
  });

  it('reads a table’s column types once for all its shapes on PostgreSQL, and again for a column added later', async () => {
    const db = database().db;
    await db.schema.createTable('compiled_shapes').addColumn('shape_key', 'varchar(16)', (column) => column.primaryKey()).addColumn('first', 'text').addColumn('second', 'text').execute();
    const counter = new StatementCounter();
    const counted = db.withPlugin(counter);
    const insert = (name: string, values: Record<string, unknown>[]) => insertCompiled(counted, name, values, (part) => counted.insertInto('compiled_shapes' as 'compiled_probe').values(part as never));
    await insert('shape-first', [{ shapeKey: 'a', first: 'A' }]);
    // The first shape reads the table's columns; a second shape of the same table does not.
    expect(counter.count).toBe(dialect === 'postgres' ? 2 : 1);
    counter.count = 0;
    await insert('shape-both', [{ shapeKey: 'b', first: 'B', second: 'b' }]);
    await insert('shape-second', [{ shapeKey: 'c', second: 'c' }]);
    expect(counter.count).toBe(2);
    counter.count = 0;
    // A column the process has not seen yet is looked up again.
    await sql`alter table compiled_shapes add column third text`.execute(db);
    await insert('shape-third', [{ shapeKey: 'd', third: 'D' }]);
    expect(counter.count).toBe(dialect === 'postgres' ? 2 : 1);
    const stored = await sql<{ shape_key: string; first: string | null; second: string | null; third: string | null }>`select shape_key, first, second, third from compiled_shapes order by shape_key`.execute(db);
    expect(stored.rows.map((row) => [row.shape_key ?? (row as unknown as { shapeKey: string }).shapeKey, row.first, row.second, row.third])).toEqual([
      ['a', 'A', null, null],
      ['b', 'B', 'b', null],
      ['c', null, 'c', null],
      ['d', null, null, 'D'],
    ]);
  });

  it('fails a value too long for its column as the ordinary insert does, never cutting it (PostgreSQL’s arrays are cast without the length)', async () => {
    const long = [{ probeKey: 'x'.repeat(20), label: 'too long', amount: 1, updatedAt: 'long' }];
    const plain = () => database().db.insertInto('compiled_probe').values(long).execute();
    const compiled = () => insertCompiled(database().db, 'probe-long', long, (values) => database().db.insertInto('compiled_probe').values(values));
    if (dialect === 'postgres') {
      await expect(plain()).rejects.toThrow('value too long for type character varying(16)');
      await expect(compiled()).rejects.toThrow('value too long for type character varying(16)');
    } else {
      // SQLite keeps text of any length in a varchar column; both store it whole.
      await plain();
      await database().db.deleteFrom('compiled_probe').where('updatedAt', '=', 'long').execute();
      await compiled();
    }
    const stored = await database().db.selectFrom('compiled_probe').select('probeKey').where('updatedAt', '=', 'long').execute();
    expect(stored).toEqual(dialect === 'postgres' ? [] : [{ probeKey: 'x'.repeat(20) }]);
  });

  it.runIf(dialect === 'postgres')('sends a text column’s cells as one binary array and other columns as the driver’s literals, storing what the ordinary insert stores', async () => {
    const sent: unknown[][] = [];
    const isBinary = (parameter: unknown) => typeof (parameter as { toPostgres?: unknown } | null)?.toPostgres === 'function';
    // The statements insertCompiled runs, seen on their way to the driver.
    const watched = new Proxy(database().db, {
      get(target, property, receiver) {
        if (property === 'executeQuery') {
          return (query: { sql: string; parameters: readonly unknown[] }) => {
            if (query.sql.startsWith('insert')) sent.push([...query.parameters]);
            return target.executeQuery(query as Parameters<typeof target.executeQuery>[0]);
          };
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const texts = [
      { probeKey: 'bin-1', label: 'say "hi" \\ {a,b} NULL', amount: 1, updatedAt: 'binary' },
      { probeKey: 'bin-2', label: null as unknown as string, amount: 2, updatedAt: 'binary' },
      { probeKey: 'bin-3', label: 'lone \ud800 surrogate, emoji 😀, ünïcödé', amount: 3, updatedAt: 'binary' },
      { probeKey: 'bin-4', label: '', amount: 4, updatedAt: 'binary' },
    ];
    await insertCompiled(watched, 'probe-binary', texts, (values) => watched.insertInto('compiled_probe').values(values));
    // probe_key varchar(16), label text, amount integer, updated_at varchar(32)
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((parameter) => (isBinary(parameter) ? 'binary' : Array.isArray(parameter) ? 'literal' : typeof parameter))).toEqual(['binary', 'binary', 'literal', 'binary']);
    // A cell that is no text (a number in the text column) sends its column as the driver's literal.
    const mixed = [
      { probeKey: 'bin-5', label: 5 as unknown as string, amount: 5, updatedAt: 'binary' },
      { probeKey: 'bin-6', label: 'six', amount: 6, updatedAt: 'binary' },
    ];
    await insertCompiled(watched, 'probe-binary', mixed, (values) => watched.insertInto('compiled_probe').values(values));
    expect(sent[1]?.map((parameter) => (isBinary(parameter) ? 'binary' : 'literal'))).toEqual(['binary', 'literal', 'literal', 'binary']);
    await database().db.schema.createTable('binary_plain').addColumn('probe_key', 'varchar(16)', (column) => column.primaryKey()).addColumn('label', 'text').addColumn('amount', 'integer').addColumn('updated_at', 'varchar(32)').execute();
    await database().db.insertInto('binary_plain').values([...texts, ...mixed]).execute();
    const stored = await database().db.selectFrom('compiled_probe').selectAll().where('updatedAt', '=', 'binary').orderBy('probeKey').execute();
    expect(stored).toEqual(await database().db.selectFrom('binary_plain').selectAll().orderBy('probeKey').execute());
    expect(stored.map((row) => row.label)).toEqual(['say "hi" \\ {a,b} NULL', null, 'lone \ufffd surrogate, emoji 😀, ünïcödé', '', '5', 'six']);
  });

  it.runIf(dialect === 'postgres')('sends a time column’s cells as a binary text array the statement casts, storing what the ordinary insert stores and failing as it fails', async () => {
    const sent: { sql: string; parameters: unknown[] }[] = [];
    const isBinary = (parameter: unknown) => typeof (parameter as { toPostgres?: unknown } | null)?.toPostgres === 'function';
    const watched = new Proxy(database().db, {
      get(target, property, receiver) {
        if (property === 'executeQuery') {
          return (query: { sql: string; parameters: readonly unknown[] }) => {
            if (query.sql.startsWith('insert')) sent.push({ sql: query.sql, parameters: [...query.parameters] });
            return target.executeQuery(query as Parameters<typeof target.executeQuery>[0]);
          };
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    for (const table of ['times_compiled', 'times_plain']) {
      await database().db.schema.createTable(table).addColumn('time_key', 'varchar(16)', (column) => column.primaryKey()).addColumn('at', 'timestamptz').addColumn('until', 'timestamptz').execute();
    }
    const times = [
      { timeKey: 't1', at: '2026-11-30T18:18:08.943Z', until: null as string | null },
      { timeKey: 't2', at: '2026-11-30T18:18:08.943123Z', until: '2026-12-01 00:00:00+05:30' },
      { timeKey: 't3', at: '2026-11-30T20:18:08.5+02:00', until: '2026-11-30T18:18:08Z' },
    ];
    await insertCompiled(watched, 'times', times, (values) => watched.insertInto('times_compiled').values(values));
    await database().db.insertInto('times_plain').values(times).execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.sql).toContain('::text[]::timestamp with time zone[]');
    expect(sent[0]?.parameters.map((parameter) => (isBinary(parameter) ? 'binary' : 'literal'))).toEqual(['binary', 'binary', 'binary']);
    const stored = await database().db.selectFrom('times_compiled').selectAll().orderBy('timeKey').execute();
    expect(stored).toEqual(await database().db.selectFrom('times_plain').selectAll().orderBy('timeKey').execute());
    // To the microsecond, compared where the values are (a read gives milliseconds).
    const same = await sql<{ count: string }>`select count(*) as count from times_compiled c join times_plain p using (time_key) where c.at is not distinct from p.at and c.until is not distinct from p.until`.execute(database().db);
    expect(Number(same.rows[0]?.count)).toBe(3);
    // Not a time: the server refuses it with the same message either way, and nothing is written.
    const refused = async (insert: () => Promise<unknown>) => insert().then(() => 'written', (error: Error) => error.message);
    const bad = [{ timeKey: 't4', at: 'tomorrow at noon', until: null }];
    const message = await refused(() => insertCompiled(database().db, 'times', bad, (values) => database().db.insertInto('times_compiled').values(values)));
    expect(message).toBe(await refused(() => database().db.insertInto('times_plain').values(bad).execute()));
    expect(message).toBe('invalid input syntax for type timestamp with time zone: "tomorrow at noon"');
    expect(await database().db.selectFrom('times_compiled').select('timeKey').where('timeKey', '=', 't4').execute()).toEqual([]);
  });

  it.runIf(dialect === 'postgres')('encodes binary text arrays the server reads back as they were, empty and varchar ones too', async () => {
    const values = ['a', null, 'é "q" \\', ''];
    const read = async (parameter: unknown, cast: string) =>
      (await sql<{ value: string | null }>`select unnest(${parameter}::${sql.raw(cast)}) as value`.execute(database().db)).rows.map((row) => row.value);
    expect(await read(binaryTextArray(values, textElementType('text') as number), 'text[]')).toEqual(values);
    expect(await read(binaryTextArray(values, textElementType('character varying') as number), 'character varying[]')).toEqual(values);
    expect(await read(binaryTextArray([], textElementType('text') as number), 'text[]')).toEqual([]);
    // Two arrays of one statement, each encoded as the driver writes it, keep their own texts; so does one
    // larger than the buffer the encodings share may grow to (8 MB), and a small one after it.
    const pairs = await sql<{ first: string; second: string }>`select unnest(${binaryTextArray(['x', 'y'], 25)}::text[]) as first, unnest(${binaryTextArray(['z', 'w'], 25)}::text[]) as second`.execute(database().db);
    expect(pairs.rows).toEqual([
      { first: 'x', second: 'z' },
      { first: 'y', second: 'w' },
    ]);
    // Each text goes in one pass into room for its longest encoding: three bytes a unit (CJK) fill that
    // room exactly; a pair of surrogates takes four bytes, a lone one the three of U+FFFD.
    const widest = ['漢字'.repeat(20_000), `😀 ${'x'.repeat(3)}`, 'lone \ud800 surrogate', ['re', 'stored'].join('')];
    expect(await read(binaryTextArray(widest, 25), 'text[]')).toEqual([widest[0], widest[1], 'lone \ufffd surrogate', 'restored']);
    const large = Array.from({ length: 4_500 }, (_, index) => `${'ü'.repeat(1_000)} ${String(index)}`);
    expect(await read(binaryTextArray(large, 25), 'text[]')).toEqual(large);
    expect(await read(binaryTextArray(['after'], 25), 'text[]')).toEqual(['after']);
    expect(binaryTextArray(['a', 1], 25)).toBeNull();
    expect(textElementType('integer')).toBeNull();
  });

  it.runIf(dialect === 'postgres')('binds a cell that is an array as the ordinary insert does (a value list: the driver would nest it in an array parameter)', async () => {
    const listed = [{ probeKey: 'array-cell', label: ['a', 'b "c"'] as unknown as string, amount: 1, updatedAt: 'array' }];
    await insertCompiled(database().db, 'probe-array-cell', listed, (values) => database().db.insertInto('compiled_probe').values(values));
    const plain = [{ ...listed[0]!, probeKey: 'array-plain' }];
    await database().db.insertInto('compiled_probe').values(plain).execute();
    const stored = await database().db.selectFrom('compiled_probe').select(['probeKey', 'label']).where('updatedAt', '=', 'array').orderBy('probeKey').execute();
    expect(stored).toEqual([
      { probeKey: 'array-cell', label: '{"a","b \\"c\\""}' },
      { probeKey: 'array-plain', label: '{"a","b \\"c\\""}' },
    ]);
  });

  it('writes all rows of an insert of several statements or none, also outside a transaction', async () => {
    // The last row repeats the first one's key: the insert fails, on SQLite in its last part.
    const failing = [...rows(30_000, 599, 'atomic'), rows(30_000, 1, 'atomic')[0]!];
    await expect(insertCompiled(database().db, 'probe-atomic', failing, (values) => database().db.insertInto('compiled_probe').values(values))).rejects.toThrow();
    const written = await database().db.selectFrom('compiled_probe').select('probeKey').where('updatedAt', '=', 'atomic').execute();
    expect(written).toEqual([]);
  });

  it('writes an insert and an update or delete alongside it together: one statement on PostgreSQL, or a transaction; neither when one fails', async () => {
    const db = database().db;
    await insertCompiled(db, 'probe-insert', rows(40_000, 3, 'before'), (values) => db.insertInto('compiled_probe').values(values));
    const counter = new StatementCounter();
    const counted = db.withPlugin(counter);
    const insert = (values: ReturnType<typeof rows>) => counted.insertInto('compiled_probe').values(values);
    const labels = async (from: string, to: string) =>
      (await db.selectFrom('compiled_probe').select(['probeKey', 'label']).where('probeKey', '>=', from).where('probeKey', '<=', to).orderBy('probeKey').execute()).map((row) => `${row.probeKey} ${row.label}`);

    // The statement alongside binds parameters of its own (two here), and the insert's go after them: all keep their values.
    const inserted = await insertCompiledWith(counted, 'probe-alongside', rows(40_010, 2, 'then'), (values) => insert(values).returning('probeKey'), counted.deleteFrom('compiled_probe').where('probeKey', 'in', ['k40000', 'k40002']));
    expect(inserted.rows).toEqual([{ probeKey: 'k40010' }, { probeKey: 'k40011' }]);
    expect(counter.count).toBe(dialect === 'postgres' ? 1 : 2);
    expect(await labels('k40000', 'k40019')).toEqual(['k40001 before 40001', 'k40010 then 40010', 'k40011 then 40011']);

    // The statement alongside fails (amount is not null): the insert's rows are not written either.
    await expect(insertCompiledWith(counted, 'probe-alongside', rows(40_020, 2, 'failing'), insert, counted.updateTable('compiled_probe').set({ amount: null as unknown as number }).where('probeKey', '=', 'k40001'))).rejects.toThrow();
    // The insert fails (its key is taken): the statement alongside leaves its row as it was.
    await expect(insertCompiledWith(counted, 'probe-alongside', rows(40_010, 1, 'taken'), insert, counted.deleteFrom('compiled_probe').where('probeKey', '=', 'k40001'))).rejects.toThrow();
    expect(await labels('k40000', 'k40029')).toEqual(['k40001 before 40001', 'k40010 then 40010', 'k40011 then 40011']);

    // The statement alongside sees the table as it was before the insert: it never changes the rows inserted.
    await insertCompiledWith(counted, 'probe-alongside', rows(40_012, 1, 'then'), insert, counted.updateTable('compiled_probe').set({ label: 'updated' }).where('probeKey', 'in', ['k40011', 'k40012']));
    expect(await labels('k40010', 'k40019')).toEqual(['k40010 then 40010', 'k40011 updated', 'k40012 then 40012']);
    await counted.updateTable('compiled_probe').set({ label: 'then 40011' }).where('probeKey', '=', 'k40011').execute();
    await counted.deleteFrom('compiled_probe').where('probeKey', '=', 'k40012').execute();

    // A statement alongside with a `with` of its own runs in a transaction with the insert.
    counter.count = 0;
    const cte = counted.with('doomed', (eb) => eb.selectFrom('compiled_probe').select('probeKey').where('probeKey', '=', 'k40001')).deleteFrom('compiled_probe').where(sql<boolean>`probe_key in (select probe_key from doomed)`);
    await insertCompiledWith(counted, 'probe-alongside', rows(40_030, 1, 'with'), insert, cte);
    expect(counter.count).toBe(2);
    expect(await labels('k40000', 'k40039')).toEqual(['k40010 then 40010', 'k40011 then 40011', 'k40030 with 40030']);
    await expect(insertCompiledWith(counted, 'probe-alongside', rows(40_040, 1, 'with-failing'), insert, counted.with('none', (eb) => eb.selectFrom('compiled_probe').select('probeKey')).updateTable('compiled_probe').set({ amount: null as unknown as number }).where('probeKey', '=', 'k40010'))).rejects.toThrow();
    expect(await labels('k40040', 'k40049')).toEqual([]);
  });

  it('splits rows that bind more parameters than one statement may, and answers every chunk’s rows in order', async () => {
    // 4 columns a row: 8,192 rows per statement at most (32,766 parameters); an upsert's 1 constant leaves 8,191.
    const many = rows(1_000, 9_000, 'chunked');
    const inserted = await insertCompiled(database().db, 'probe-chunked', many, (values) => database().db.insertInto('compiled_probe').values(values).returning('probeKey'));
    expect(inserted.rows).toEqual(many.map((row) => ({ probeKey: row.probeKey })));
    const upserted = await insertCompiled(
      database().db,
      'probe-chunked-upsert',
      rows(1_000, 9_000, 'again'),
      (values) =>
        database().db
          .insertInto('compiled_probe')
          .values(values)
          .onConflict((conflict) => conflict.column('probeKey').doUpdateSet({ amount: 1 })),
      1,
    );
    expect(Number(upserted.numAffectedRows)).toBe(9_000);
    // Rows of mixed columns are chunked too, each chunk built the ordinary way.
    const mixed = Array.from({ length: 9_000 }, (_, index) => (index % 2 === 0 ? { probeKey: `x${String(index).padStart(5, '0')}`, label: 'mixed', amount: index, updatedAt: 'mixed' } : { probeKey: `x${String(index).padStart(5, '0')}`, amount: index, updatedAt: 'mixed' }));
    const built = await insertCompiled(database().db, 'probe-chunked-mixed', mixed, (values) => database().db.insertInto('compiled_probe').values(values).returning('probeKey'));
    expect(built.rows).toHaveLength(9_000);
    const counts = await database().db
      .selectFrom('compiled_probe')
      .select(['updatedAt', (eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.sum('amount').as('amounts')])
      .where('updatedAt', 'in', ['chunked', 'mixed'])
      .groupBy('updatedAt')
      .orderBy('updatedAt')
      .execute();
    expect(counts.map((row) => [row.updatedAt, Number(row.count), Number(row.amounts)])).toEqual([
      ['chunked', 9_000, 9_000],
      ['mixed', 9_000, (8_999 * 9_000) / 2],
    ]);
    expect(await insertCompiled(database().db, 'probe-chunked', [], (values) => database().db.insertInto('compiled_probe').values(values))).toEqual({ rows: [] });
  });
});
