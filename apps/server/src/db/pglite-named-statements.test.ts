import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pglite-named-statements.js';

let named: PGlite;
let plain: PGlite;
const SETUP = `create table items (id int primary key, name text not null, at timestamptz, tags text[], data jsonb, done boolean);
  insert into items values (1, '스탠다드', '2026-11-27T01:02:03Z', '{a,b}', '{"k": [1, 2]}', true), (2, '베이직', null, '{}', null, false);`;

beforeAll(async () => {
  named = withNamedStatements(await PGlite.create());
  plain = await PGlite.create();
  await named.exec(SETUP);
  await plain.exec(SETUP);
});
afterAll(async () => {
  await named.close();
  await plain.close();
});

const SELECT = `select id, name, at, tags, data, done from items
  where id = any($1::int[]) and (at is null or at < $2) and name <> $3 and coalesce(done, $4) = coalesce(done, $4) order by id`;

describe('PGlite with named statements', () => {
  it('answers as PGlite does, for every parameter and column type, again and again', async () => {
    const params = [[1, 2], new Date('2030-01-01T00:00:00Z'), '없음', null];
    const expected = await plain.query(SELECT, params, { rowMode: 'array' });
    for (let i = 0; i < 3; i += 1) {
      const answer = await named.query(SELECT, params, { rowMode: 'array' });
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
    }
    expect((await named.query<{ name: string }>(SELECT, [[2], new Date(), 'x', true])).rows).toEqual([
      expect.objectContaining({ id: 2, name: '베이직', tags: [], data: null }),
    ]);
  });

  it('writes inside a transaction, which a rollback undoes', async () => {
    await named.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values ($1, $2)', [3, '프리미엄']);
      expect((await tx.query('select name from items where id = $1', [3])).rows).toEqual([
        { name: '프리미엄' },
      ]);
      await tx.rollback();
    });
    expect((await named.query('select name from items where id = $1', [3])).rows).toEqual([]);
  });

  it('reports a refusal with its code and stays usable', async () => {
    await expect(
      named.query('insert into items (id, name) values ($1, $2)', [1, '중복']),
    ).rejects.toMatchObject({
      code: '23505',
    });
    await expect(
      named.transaction((tx) => tx.query('insert into items (id, name) values ($1, $2)', [1, '중복'])),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await named.query('select count(*)::int as n from items where id > $1', [0])).rows).toEqual([
      { n: 2 },
    ]);
  });

  it('parses a statement again after its table changed shape', async () => {
    const all = 'select * from items where id = $1';
    expect(Object.keys((await named.query<object>(all, [1])).rows[0]!)).not.toContain('memo');
    await named.exec('alter table items add column memo text');
    expect((await named.query<{ memo: string | null }>(all, [1])).rows[0]!.memo).toBeNull();
  });
});
