/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { parseAppConfig } from './src/config/app-config.ts';

const API_TARGET = 'http://127.0.0.1:8080';
const PROXIED = ['/member-api', '/partner-api', '/service-api', '/plan-api', '/pg-sandbox', '/healthz'];

/** Validates the VITE_* variables at start-up and hands the parsed values to the app. */
function appConfig(): Plugin {
  const id = 'virtual:app-config';
  let source = '';
  return {
    name: 'app-config',
    configResolved(config) {
      source = `export default ${JSON.stringify(parseAppConfig(config.env))};`;
    },
    resolveId: (request) => (request === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? source : undefined),
  };
}

export default defineConfig({
  plugins: [react(), appConfig()],
  // Workspace packages (the contract) resolve to their TypeScript source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, API_TARGET])) },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    // Node would load antd's CommonJS build, which requires ESM-only packages: tests take its ES
    // build through Vite instead.
    alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }],
    server: { deps: { inline: [/[\\/]antd[\\/]/, /@rc-component/, /@ant-design/] } },
  },
});
