/**
 * What the libraries the product must use weigh on their own (./floor/main.tsx uses each once), built as the
 * app is (Vite, the React plugin, the same target), gzip -9 and brotli 11 of its JavaScript: the floor of
 * step 1's weight.
 */
import react from '@vitejs/plugin-react';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { brotliSize, gzipSize } from './page-weight';

export interface LibraryFloor {
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export async function measureLibraryFloor(): Promise<LibraryFloor> {
  const outDir = mkdtempSync(join(tmpdir(), 'dropcover-floor-'));
  try {
    await build({
      root: fileURLToPath(new URL('./floor', import.meta.url)),
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
    const assets = join(outDir, 'assets');
    const scripts = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file)));
    return {
      bytes: scripts.reduce((total, script) => total + script.length, 0),
      gzipBytes: scripts.reduce((total, script) => total + gzipSize(script), 0),
      brotliBytes: scripts.reduce((total, script) => total + brotliSize(script), 0),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await measureLibraryFloor(), null, 2));
}
