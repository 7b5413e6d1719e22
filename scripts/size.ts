import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The JavaScript the first page loads: the index.html entry and its static imports, never its lazy routes. */

const KB = 1024;
export const BUDGET_BYTES = 150 * KB;
export const TARGET_BYTES = 115 * KB;
const ENTRY = 'index.html';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  firstPage: boolean;
}

/** The payment providers' SDKs: loaded on the card page only, never with the first page. */
export const PAYMENT_SDKS = ['braintree-web-drop-in', 'braintree-web', '@stripe/stripe-js'];

export interface SizeReport {
  /** Payment SDK packages found in the first page's files (their source maps say which modules they hold). */
  sdksOnFirstPage: string[];
  chunks: ChunkSize[];
  firstPage: { files: string[]; bytes: number; gzipBytes: number };
  budgetBytes: number;
  targetBytes: number;
  withinBudget: boolean;
  withinTarget: boolean;
}

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

function buildIfMissing(json: boolean): void {
  if (existsSync(manifestPath)) return;
  process.stderr.write('dist/.vite/manifest.json not found: running vite build first.\n');
  const result = spawnSync('npx', ['vite', 'build'], {
    cwd: root,
    stdio: ['ignore', json ? process.stderr : 'inherit', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (result.status !== 0 || !existsSync(manifestPath)) {
    throw new Error('vite build failed; cannot measure bundle size.');
  }
}

/** Files reached from the entry through static imports only (dynamic imports are the lazy routes). */
export function firstPageFiles(manifest: Manifest, entry = ENTRY): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The manifest has no entry "${key}".`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return files.filter((file) => file.endsWith('.js'));
}

function javascriptAssets(): string[] {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => relative(dist, join(assets, name)).split('\\').join('/'))
    .sort();
}

export function measure(): SizeReport {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const firstPage = new Set(firstPageFiles(manifest));
  const files = [...new Set([...javascriptAssets(), ...firstPage])];
  const chunks = files.map((file): ChunkSize => {
    const content = readFileSync(join(dist, file));
    return {
      file,
      bytes: content.length,
      gzipBytes: gzipSync(content).length,
      firstPage: firstPage.has(file),
    };
  });
  chunks.sort((a, b) => Number(b.firstPage) - Number(a.firstPage) || b.gzipBytes - a.gzipBytes);
  const loaded = chunks.filter((chunk) => chunk.firstPage);
  const sdksOnFirstPage = PAYMENT_SDKS.filter((sdk) =>
    loaded.some((chunk) =>
      sourcesOf(chunk.file).some((source) => source.includes(`node_modules/${sdk}/`)),
    ),
  );
  const gzipBytes = sum(loaded.map((chunk) => chunk.gzipBytes));
  return {
    sdksOnFirstPage,
    chunks,
    firstPage: {
      files: loaded.map((chunk) => chunk.file),
      bytes: sum(loaded.map((chunk) => chunk.bytes)),
      gzipBytes,
    },
    budgetBytes: BUDGET_BYTES,
    targetBytes: TARGET_BYTES,
    withinBudget: gzipBytes <= BUDGET_BYTES,
    withinTarget: gzipBytes <= TARGET_BYTES,
  };
}

/** The modules a built file was made from, read from its source map (none without one). */
function sourcesOf(file: string): string[] {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

function printTable(report: SizeReport): void {
  const width = Math.max(...report.chunks.map((chunk) => chunk.file.length), 'Chunk'.length);
  const line = (first: string, file: string, raw: string, gzip: string) =>
    `${first.padEnd(11)} ${file.padEnd(width)} ${raw.padStart(10)} ${gzip.padStart(10)}`;
  console.log(line('First page', 'Chunk', 'Raw', 'Gzip'));
  console.log('-'.repeat(11 + width + 23));
  for (const chunk of report.chunks) {
    console.log(
      line(chunk.firstPage ? '  *' : '', chunk.file, kb(chunk.bytes), kb(chunk.gzipBytes)),
    );
  }
  console.log('');
  console.log(
    `First-page JavaScript: ${kb(report.firstPage.gzipBytes)} gzip (${kb(report.firstPage.bytes)} raw) in ${String(report.firstPage.files.length)} file(s)`,
  );
  console.log(
    `Target: ${kb(report.targetBytes)} gzip${report.withinTarget ? ' (met)' : ' (not met)'}`,
  );
  console.log(
    `Budget: ${kb(report.budgetBytes)} gzip${report.withinBudget ? ' (within budget)' : ''}`,
  );
}

function main(): void {
  const json = process.argv.includes('--json');
  buildIfMissing(json);
  const report = measure();
  if (json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    printTable(report);
  }
  if (report.sdksOnFirstPage.length > 0) {
    console.error(
      `Payment SDKs on the first page: ${report.sdksOnFirstPage.join(', ')}. Load them on the card page only.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`Payment SDKs (${PAYMENT_SDKS.join(', ')}): lazy chunks only`);
  }
  if (!report.withinBudget) {
    console.error(
      `First-page JavaScript is ${kb(report.firstPage.gzipBytes)} gzip, over the ${kb(report.budgetBytes)} budget. ` +
        'Move code behind a lazy route or drop a dependency.',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main();
}
