/** Starts the real server (or any script) in a child process on a free loopback port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup: () => void = () => {}) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

/**
 * The built server (`npm run build` first) with the demo seed, on a fresh embedded data folder or on
 * `dataDir` when one was prepared. The folder is removed on stop unless `keepDataDir` (a restart on
 * the same data follows).
 */
export async function startPortal(
  env: Record<string, string> = {},
  dataDir = newDataDir(),
  options: { keepDataDir?: boolean } = {},
): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(REPO_ROOT, 'apps/server/dist/main.js')], {
    // Embedded mode (its sandboxes) even when the shell exports a DATABASE_URL: empty counts as unset.
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const cleanup = options.keepDataDir ? undefined : () => rmSync(dataDir, { recursive: true, force: true });
  const stop = stopper(child, cleanup);
  // A server that never answered is stopped too: left running, it would hold its port, its data
  // folder and a share of the machine for the rest of the run.
  await waitFor(`${url}/healthz`, child).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}

export const newDataDir = () => mkdtempSync(join(tmpdir(), 'portal-run-'));

/** A bare node:http server answering `body` (by default a small JSON envelope): the ceiling this machine reaches. */
export async function startBareHttp(body = '{"code":0,"message":"OK","context":{}}'): Promise<Running> {
  const port = await freePort();
  const script = `const body = process.env.BARE_BODY; require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end(body); }).listen(${port}, '127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, BARE_BODY: body },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, stop: stopper(child) };
}
