/**
 * The catalogue is the one place a customer-facing text is written: the machine, the views and the tests
 * import it. A copy of one of its texts anywhere else under src/ or machines/ would drift from it unseen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT } from './catalogue';

const root = join(import.meta.dirname, '..', '..');
/** The catalogue's own modules: each part's texts (`text.ts`, `*-text.ts`) and the core that composes them. */
const catalogue = [
  /^machines\/[^/]+\/(?:[\w-]+-)?text\.ts$/,
  /^machines\/core\/(?:catalogue|rule-messages)\.ts$/,
];
const skipped = [...catalogue, /\.test\.tsx?$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !skipped.some((pattern) => pattern.test(path))
      ? [path]
      : [];
  });
}

/**
 * The code of a file without its comments, which may name a text to say what they are about, nor the bare
 * property names of its objects: a service's field `Postcode:` is a name, not the label 'Postcode' copied.
 */
const codeOf = (path: string) =>
  readFileSync(join(root, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/(^\s*|[{,]\s*)[A-Za-z_$][\w$]*(?=\??:(?!:))/gm, '$1');

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * The text written out, not part of a longer word: a label such as 'Back' is a copy in `'Back'` or in
 * `>Back<`, not in the name `onBack`.
 */
const writtenOut = (text: string) =>
  new RegExp(`(?<![\\w])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`);

describe('the text catalogue', () => {
  const files = ['src', 'machines'].flatMap(sourceFiles);
  const code = new Map(files.map((path) => [relative(root, join(root, path)), codeOf(path)]));

  it('reads the source it checks, and knows the catalogue when it sees it', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('machines/wizard/view.ts');
    expect(files).not.toContain('machines/wizard/text.ts');
    expect(files).not.toContain('machines/payment/direct-debit-text.ts');
  });

  it.each(textsOf(TEXT))('writes "%s" only in the catalogue', (text) => {
    const copy = writtenOut(text);
    const copies = [...code].filter(([, source]) => copy.test(source)).map(([path]) => path);
    expect(copies).toEqual([]);
  });
});
