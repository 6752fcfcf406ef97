/**
 * The staff console's build: its own entry (staff.html) into dist/staff, served under /staff. Built
 * apart from the partner app so that no chunk is shared and neither bundle grows for the other.
 */
import { defineConfig, mergeConfig } from 'vite';
import partnerApp from './vite.config.ts';

export default mergeConfig(
  partnerApp,
  defineConfig({
    base: '/staff/',
    build: {
      outDir: 'dist/staff',
      emptyOutDir: true,
      rolldownOptions: { input: 'staff.html' },
    },
  }),
);
