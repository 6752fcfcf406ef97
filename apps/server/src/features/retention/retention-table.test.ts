import { retentionTableRows } from '@partner-portal/contract/retention-constants';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const TERMS = `${ROOT}apps/server/content/terms/`;
const HEADER = '| 항목 | 보유 기간 | 근거 |';

/** The rows of the table under HEADER. */
function retentionTableOf(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(HEADER);
  expect(start, `no "${HEADER}" table`).toBeGreaterThanOrEqual(0);
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
}

describe('the retention table', () => {
  it('is the same in the registry, the README and the newest privacy policy', () => {
    const newest = readdirSync(TERMS)
      .filter((name) => name.startsWith('privacy-policy.v'))
      .sort((a, b) => Number(/v(\d+)/.exec(b)![1]) - Number(/v(\d+)/.exec(a)![1]))[0]!;
    expect(retentionTableOf(readFileSync(`${ROOT}README.md`, 'utf8'))).toEqual(retentionTableRows());
    expect(retentionTableOf(readFileSync(TERMS + newest, 'utf8'))).toEqual(retentionTableRows());
  });
});
