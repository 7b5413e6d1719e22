/**
 * pdf-lib is large and only the documents made in the browser need it (the credit documents, the statement
 * of fact): it must reach the app through dynamic import()s alone, so that the bundler puts it in a chunk loaded on demand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const here = relative(root, import.meta.dirname);
/** The modules that may import pdf-lib, and so may be imported only dynamically. */
const pdfModules = ['credit-pdfs', 'pdf-layout', 'statement-pdf'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Static imports, type-only ones aside (they are erased). */
const staticImports = (source: string) =>
  [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map(
    ([, from]) => from ?? '',
  );

describe('pdf-lib stays in a lazy chunk', () => {
  const files = ['src', 'machines'].flatMap(sourceFiles);

  it('reads the source it checks', () => {
    expect(files).toContain(`${here}/download.ts`);
  });

  it('is imported statically only by the PDF modules of the credit documents', () => {
    const importers = files.filter((path) =>
      staticImports(readFileSync(join(root, path), 'utf8')).includes('pdf-lib'),
    );
    expect(importers.length).toBeGreaterThan(0);
    const allowed = pdfModules.map((name) => `${here}/${name}.ts`);
    expect(allowed).toEqual(expect.arrayContaining(importers));
  });

  it('has its PDF modules imported statically only by each other', () => {
    const outside = files.filter(
      (path) => !pdfModules.some((name) => path === `${here}/${name}.ts`),
    );
    const importers = outside.filter((path) =>
      staticImports(readFileSync(join(root, path), 'utf8')).some((from) =>
        pdfModules.some((name) => from.endsWith(`/${name}`)),
      ),
    );
    expect(importers).toEqual([]);
  });

  it('is loaded by download.ts with a dynamic import', () => {
    const source = readFileSync(join(root, here, 'download.ts'), 'utf8');
    expect(source).toMatch(/fetchedAgain\(\(\) => import\('\.\/credit-pdfs'\)\)/);
  });

  it('is loaded by the statement of fact with a dynamic import', () => {
    const source = readFileSync(join(root, here, '..', 'statement-of-fact-download.tsx'), 'utf8');
    expect(source).toMatch(/await import\('\.\/documents\/statement-pdf'\)/);
  });
});
