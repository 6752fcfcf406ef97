import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializeOncePerAnswer } from './serialize-once.js';

const schema = z.object({ name: z.string(), price_won: z.number().int() });
const serialize = serializeOncePerAnswer({ schema, method: 'GET', url: '/list', httpStatus: '200' });

describe('serializeOncePerAnswer', () => {
  it('sends only what the schema names, as the app-wide serializer does', () => {
    const answer = { name: '스탠다드', price_won: 790_000, password_hash: 'never sent' };
    expect(serialize(answer)).toBe('{"name":"스탠다드","price_won":790000}');
  });

  it('answers each object with its own JSON, and the same object with the same JSON', () => {
    const basic = { name: '베이직', price_won: 490_000 };
    const standard = { name: '스탠다드', price_won: 790_000 };
    expect(serialize(basic)).toBe('{"name":"베이직","price_won":490000}');
    expect(serialize(standard)).toBe('{"name":"스탠다드","price_won":790000}');
  });

  it('checks and stringifies an answer object once, however often it is sent', () => {
    let checks = 0;
    const counted = serializeOncePerAnswer({
      schema: schema.refine(() => (checks += 1) > 0),
      method: 'GET',
      url: '/list',
      httpStatus: '200',
    });
    const basic = { name: '베이직', price_won: 490_000 };
    expect(counted(basic)).toBe('{"name":"베이직","price_won":490000}');
    expect(counted(basic)).toBe('{"name":"베이직","price_won":490000}');
    expect(checks).toBe(1);
    counted({ ...basic });
    expect(checks).toBe(2);
  });

  it('refuses an answer that does not fit the schema, every time it is asked', () => {
    const wrong = { name: '스탠다드', price_won: 'free' };
    expect(() => serialize(wrong)).toThrow();
    expect(() => serialize(wrong)).toThrow();
  });
});
