/**
 * The sandbox in a child process, for a test that runs in the simulated browser (whose globals the server's
 * modules cannot run under). Faults are set over HTTP, as QA sets them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/free-port';
import { afterAll, beforeAll } from 'vitest';

export interface SandboxProcess {
  url: string;
  /** The next `times` calls of `operationId` answer `status` (server/faults.ts). */
  fail: (operationId: string, status: number, times: number, code?: string) => Promise<void>;
}

function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sandbox API listening on')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`The sandbox exited (${String(code)}):\n${output}`)),
    );
  });
}

async function setFault(url: string, fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`Sandbox faults: ${String(response.status)}`);
}

export function sandboxProcessForSuite(): () => SandboxProcess {
  let child: ChildProcess | undefined;
  let handle: SandboxProcess | undefined;
  beforeAll(async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        SANDBOX_SEED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await listening(child);
    const url = `http://127.0.0.1:${String(port)}`;
    handle = {
      url,
      fail: (operationId, status, times, code) =>
        setFault(url, { operationId, status, times, code }),
    };
  }, 60_000);
  afterAll(() => {
    child?.kill();
  });
  return () => {
    if (!handle) throw new Error('The sandbox is not running: call it inside a test or hook');
    return handle;
  };
}
