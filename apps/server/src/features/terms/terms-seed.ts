/**
 * Loads the legal texts of the terms folder (`TERMS_DIR`, by default `apps/server/content/terms`;
 * `*.md`, front matter + Markdown) into the database. A published (type, version) is never
 * rewritten: agreements point at exactly what was shown.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/client.js';
import { termsDocuments } from '../../db/tables/terms.js';

export interface TermsFile {
  type: string;
  version: number;
  title: string;
  effectiveDate: string;
  requiredForSignup: boolean;
  body: string;
}

export function parseTermsFile(text: string): TermsFile {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('terms file without front matter');
  const meta = Object.fromEntries(
    match[1]!.split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  return {
    type: meta.type!,
    version: Number(meta.version),
    title: meta.title!,
    effectiveDate: meta.effective_date!,
    requiredForSignup: meta.required_for_signup === 'true',
    body: match[2]!.trim(),
  };
}

export async function seedTerms(db: Database, dir: string): Promise<number> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md'));
  const documents = await Promise.all(
    files.map(async (name) => parseTermsFile(await readFile(join(dir, name), 'utf8'))),
  );
  if (documents.length === 0) return 0;
  const inserted = await db
    .insert(termsDocuments)
    .values(documents)
    .onConflictDoNothing({ target: [termsDocuments.type, termsDocuments.version] })
    .returning({ id: termsDocuments.documentId });
  return inserted.length;
}
