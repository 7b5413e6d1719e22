/** The built app served by the sandbox on a free loopback port, with the system Chromium to load it. */
import { chromium, type Browser } from '@playwright/test';
import { startSandbox, type RunningSandbox } from '../../server/main';
import { buildIfStale, distDir } from '../build-if-stale';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export interface ServedApp {
  sandbox: RunningSandbox;
  url: string;
  browser: Browser;
}

/** Runs `measure` against `npm start`'s app (built first when stale), then stops both. */
export async function withServedApp<T>(measure: (app: ServedApp) => Promise<T>): Promise<T> {
  buildIfStale((line) => process.stderr.write(`${line}\n`));
  const sandbox = await startSandbox({
    staticDir: distDir,
    env: { PORT: 0, HOST: '127.0.0.1', DATA_DIR: 'memory://' },
  });
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      return await measure({ sandbox, url: sandbox.url, browser });
    } finally {
      await browser.close();
    }
  } finally {
    await sandbox.close();
  }
}
