/**
 * The catalogue is the one place a customer-facing text is written: the machine, the views and the tests
 * import it. A copy of one of its texts anywhere else under src/ or machines/ would drift from it unseen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TEXT } from './catalogue';

const root = join(import.meta.dirname, '..', '..');
/** The catalogue's own modules: each part's texts (`text.ts`, `*-text.ts`) and the core that composes them. */
const catalogue = [
  /^machines\/[^/]+\/(?:[\w-]+-)?text\.ts$/,
  /^machines\/core\/(?:catalogue|rule-messages)\.ts$/,
];
/** Prose about the spec's sections, for QA (`npm run paths -- --requirements`): it names pages, not shows them. */
const requirementReasons = /^machines\/paths\/requirement-reasons\.ts$/;
const skipped = [...catalogue, requirementReasons, /\.test\.tsx?$/];

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
 * property names of its objects (a service's field `Postcode:` is a name, not the label 'Postcode' copied),
 * nor the spec's section names a state's `meta.requirements` cites ('spec 2 §4 Vehicle registration update').
 */
const codeOf = (path: string) =>
  readFileSync(join(root, path), 'utf8')
    .replace(/'spec [12] §[^']*'/g, "''")
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

// ------------------------------------------------------------------ stray texts in the views

/** The attributes and props whose value a customer reads or hears. */
const CUSTOMER_VISIBLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  // The input attribute's name: the hint text a customer reads in an empty field.
  'placeholder',
  'title',
  'alt',
  'label',
  'hint',
  'heading',
  'legend',
  'intro',
  'lead',
  'answers',
  'closeLabel',
  'confirmLabel',
  'cancelLabel',
  'itemLabel',
  'addLabel',
  'saveLabel',
]);

interface ViewLiteral {
  line: number;
  text: string;
}

/** A run of letters: punctuation, spaces and `{' '}` are layout, not words. */
const hasWords = (text: string): boolean => /\p{L}/u.test(text);

type Literal = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;

/** What a literal writes itself, without the values put into a template. */
const writtenIn = (literal: Literal): string =>
  ts.isTemplateExpression(literal)
    ? [literal.head.text, ...literal.templateSpans.map((span) => span.literal.text)].join(' ')
    : literal.text;

function literalOf(node: ts.Expression | undefined): Literal | null {
  if (!node) return null;
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node)
  ) {
    return node;
  }
  if (ts.isConditionalExpression(node))
    return literalOf(node.whenTrue) ?? literalOf(node.whenFalse);
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression);
  return null;
}

/** The written-out texts of one .tsx source, with their lines. */
function viewLiterals(fileName: string, source: string): ViewLiteral[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: ViewLiteral[] = [];
  const record = (node: ts.Node, text: string) => {
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) {
      record(node, node.text.replace(/\s+/g, ' ').trim());
    } else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      const literal = literalOf(node.expression);
      if (literal && hasWords(writtenIn(literal))) record(node, literal.getText(file));
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      const { initializer } = node;
      const literal = ts.isStringLiteral(initializer)
        ? initializer
        : ts.isJsxExpression(initializer)
          ? literalOf(initializer.expression)
          : null;
      if (CUSTOMER_VISIBLE_ATTRIBUTES.has(name) && literal && hasWords(writtenIn(literal))) {
        record(node, `${name}=${literal.getText(file)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every view: the .tsx files under src/, without their tests. */
function viewFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return viewFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('the views take what the customer reads from the catalogue', () => {
  it('finds text between tags and strings in customer-visible attributes, not layout or values', () => {
    const found = viewLiterals(
      'example.tsx',
      `export const A = ({ name }: { name: string }) => (
        <section aria-label="Your quote" className="quote">
          <h2 title={\`Hello \${name}\`}>Secure site</h2>
          {' '}: <Field label={TEXT.x} hint={\`\${name}\`} id="field-1" />
          {busy ? 'Finding your vehicle…' : null}
          <Other heading={busy ? 'Saving' : TEXT.y} />
        </section>
      );`,
    ).map(({ text }) => text);
    expect(found).toEqual([
      'aria-label="Your quote"',
      'title=`Hello ${name}`',
      'Secure site',
      "'Finding your vehicle…'",
      "heading='Saving'",
    ]);
  });

  it.each(viewFiles('src'))('%s writes no text of its own', (path) => {
    const stray = viewLiterals(path, readFileSync(join(root, path), 'utf8')).map(
      ({ line, text }) => `${path}:${line}: ${text}`,
    );
    expect(stray).toEqual([]);
  });
});
