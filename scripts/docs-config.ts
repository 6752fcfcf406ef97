/** `npm run docs:config`: rewrites the README's configuration table from the server's config schema. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withConfigTable } from '../apps/server/src/config-docs.js';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(readmePath, 'utf8');
const after = withConfigTable(before);
if (after === before) {
  console.log('README.md: configuration table already up to date');
} else {
  writeFileSync(readmePath, after);
  console.log('README.md: configuration table rewritten');
}
