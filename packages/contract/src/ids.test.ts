import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParamSchema, idSchema, MAX_ID } from './ids.js';

describe('ids', () => {
  it('takes the range of a PostgreSQL integer column, nothing past it', () => {
    expect(idParamSchema().safeParse(String(MAX_ID)).data).toBe(2_147_483_647);
    for (const text of ['2147483648', '0', '-1', '1.5', 'abc', '']) {
      expect(idParamSchema().safeParse(text).success).toBe(false);
    }
    expect(idSchema().safeParse(MAX_ID + 1).error?.issues[0]?.message).toBe('번호가 올바르지 않습니다.');
  });

  it('declares the range in the document', () => {
    expect(z.toJSONSchema(idSchema())).toMatchObject({ type: 'integer', minimum: 1, maximum: MAX_ID });
  });
});
