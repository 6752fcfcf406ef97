import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.js';
import { registerErrorHandling } from './errors.js';
import { loggerOptions } from './logger.js';

describe('logging a failed query', async () => {
  let logged = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  const database = await openPglite();
  await database.exec('create table people (business_number text unique, mobile text)');
  const app = Fastify({ logger: loggerOptions('info', stream) });
  const reported: unknown[] = [];
  registerErrorHandling(app, (error) => reported.push(error));
  app.post('/people', async (request) => {
    const { businessNumber, mobile } = request.body as { businessNumber: string; mobile: string };
    await database.db.execute(sql`insert into people values (${businessNumber}, ${mobile})`);
    return 'ok';
  });
  app.get('/count', async () => {
    // The database's message itself quotes the value it could not read.
    await database.db.execute(sql`select ${'010-9876-5432'}::int`);
    return 'ok';
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('names the statement and the error code, never a value', async () => {
    const person = { businessNumber: '2208162517', mobile: '010-1234-5678' };
    expect((await app.inject({ method: 'POST', url: '/people', body: person })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/people', body: person })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/count' })).statusCode).toBe(500);

    const errors = logged
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
      .filter((line) => line.msg === 'unhandled error');
    expect(errors.map((line) => line.err)).toMatchObject([
      { statement: 'insert people', code: '23505', constraint: 'people_business_number_key' },
      { statement: 'select', code: '22P02' },
    ]);
    for (const value of ['2208162517', '010-1234-5678', '010-9876-5432']) expect(logged).not.toContain(value);

    // What the error-reporting service receives is as clean as the log.
    expect(reported).toHaveLength(2);
    expect(reported[0]).toMatchObject({ message: 'query failed (23505)', code: '23505' });
    const sent = reported.map((error) => {
      const { message, stack } = error as Error;
      return JSON.stringify({ message, stack, ...(error as object) });
    });
    for (const value of ['2208162517', '010-1234-5678', '010-9876-5432'])
      expect(sent.join('\n')).not.toContain(value);
  });
});
