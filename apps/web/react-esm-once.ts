/**
 * React as one ES module in the build (issue #14). React ships CommonJS only, and the bundler wraps
 * it for every module that imports it: each call copies React's ~45 exports onto a fresh object of
 * getters. The build has ~680 such modules, and a profile of /intro's start (CPU 4× slower) showed
 * that copying at ~80 ms of its module evaluation. Here every `import … from 'react'` goes to one
 * module that reads React once and re-exports its names; only that module imports React itself.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const SHIM = '\0react-esm-once';

export function reactEsmOnce(): Plugin {
  return {
    name: 'react-esm-once',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react' && importer !== SHIM) return SHIM;
      return null;
    },
    load(id) {
      if (id !== SHIM) return null;
      // The production build's names (the development build adds only `act` and `captureOwnerStack`).
      const require = createRequire(import.meta.url);
      const root = dirname(require.resolve('react/package.json'));
      const names = Object.keys(require(join(root, 'cjs/react.production.js')) as object).filter(
        (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default',
      );
      return `import React from 'react';\nexport default React;\nexport const { ${names.join(', ')} } = React;\n`;
    },
  };
}
