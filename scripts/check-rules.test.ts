/** The docs' pointer check (`npm run check:rules`): what it reads as a pointer, and when a pointer fails. */
import { describe, expect, it } from 'vitest';
import {
  checkDocuments,
  checkPointer,
  extractPointers,
  headingAnchors,
  isSuperseded,
  namePattern,
  type Pointer,
  type Repository,
} from './check-rules';

/** A repository held in memory: each file's path from the root and its text. */
function memoryRepository(files: Record<string, string>): Repository {
  const paths = Object.keys(files);
  const under = (folder: string) =>
    paths.filter((path) => folder === '' || path.startsWith(`${folder}/`));
  return {
    kind: (path) => (path in files ? 'file' : under(path).length > 0 ? 'folder' : undefined),
    read: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`${path} is not in the repository`);
      return text;
    },
    filesUnder: under,
    rootFolders: () => [
      ...new Set(
        paths.filter((path) => path.includes('/')).map((path) => path.split('/')[0] ?? ''),
      ),
    ],
  };
}

const repository = memoryRepository({
  'machines/payment/rules.ts': [
    'export const PAYMENT_SET_UP_ATTEMPTS = 3;',
    'export function adapterFor(provider: string) {',
    '  return formText.payment.cardVendor;',
    '}',
    '',
  ].join('\n'),
  'machines/wizard/schemas/about-you.ts': 'export const aboutYouSchema = {};\n',
  'machines/wizard/schemas/claim.ts': 'export const claimSchema = {};\n',
  'docs/guide.md': '# Guide\n\n## spec 1 §2 Wizard rules\n\nText.\n',
});

const pathPointer = (path: string, extra: Partial<Pointer> = {}): Pointer => ({
  line: 1,
  text: path,
  kind: 'path',
  path,
  symbols: [],
  ...extra,
});

const check = (markdown: string, document = 'docs/page.md') =>
  checkDocuments(
    [document],
    memoryRepository({ ...filesOf(repository), [document]: markdown }),
  ).findings.map(({ line, pointer, reason }) => ({ line, pointer, reason }));

function filesOf(from: Repository): Record<string, string> {
  return Object.fromEntries(from.filesUnder('').map((path) => [path, from.read(path)]));
}

describe('what the check reads as a pointer', () => {
  it('reads a backticked path from a known root, with its :line or #name', () => {
    const pointers = extractPointers(
      'See `machines/payment/rules.ts:2`, `src/app/` and `machines/payment/rules.ts#adapterFor`.',
    );
    expect(
      pointers.map(({ path, targetLine, symbols }) => ({ path, targetLine, symbols })),
    ).toEqual([
      { path: 'machines/payment/rules.ts', targetLine: 2, symbols: [] },
      { path: 'src/app/', targetLine: undefined, symbols: [] },
      { path: 'machines/payment/rules.ts', targetLine: undefined, symbols: ['adapterFor'] },
    ]);
  });

  it('reads the names after the em dash, past kinds and notes, up to the first prose', () => {
    const [pointer] = extractPointers(
      '`machines/payment/rules.ts` — `adapterFor` (chosen by `x`, internal), guard `canRetry`,\n`PAYMENT_SET_UP_ATTEMPTS`; then `notAName`.',
    );
    expect(pointer?.symbols).toEqual(['adapterFor', 'canRetry', 'PAYMENT_SET_UP_ATTEMPTS']);
  });

  it('takes an em dash at the start of the next line as the same pointer’s', () => {
    const [pointer] = extractPointers('`machines/payment/rules.ts`\n— `adapterFor`');
    expect(pointer?.symbols).toEqual(['adapterFor']);
  });

  it('leaves out bare file names, other roots, commands, placeholders and code blocks', () => {
    const markdown = [
      '`rules.ts`, `node_modules/x.js`, `npm run check:rules`, `machines/<part>/`, `/api`',
      '```sh',
      'cat `machines/missing.ts`',
      '```',
    ].join('\n');
    expect(extractPointers(markdown)).toEqual([]);
  });

  it('reads a root given to it, such as a folder new at the root', () => {
    expect(extractPointers('`shared/domain.ts`', ['shared']).map((p) => p.path)).toEqual([
      'shared/domain.ts',
    ]);
  });

  it('reads relative links with their anchors, not web addresses or links inside code', () => {
    const pointers = extractPointers(
      '[a](guide.md#intro) [b](https://example.com/x.md) [c](#local) `[d](nowhere.md)`\n\n[e]: ../README.md',
    );
    expect(pointers.map(({ kind, path, anchor }) => ({ kind, path, anchor }))).toEqual([
      { kind: 'link', path: 'guide.md', anchor: 'intro' },
      { kind: 'link', path: '', anchor: 'local' },
      { kind: 'link', path: '../README.md', anchor: undefined },
    ]);
  });

  it('gives each pointer the line it is on', () => {
    const pointers = extractPointers('Intro.\n\n| a | `src/x.ts` |\n| b | [y](y.md) |');
    expect(pointers.map((pointer) => pointer.line)).toEqual([3, 4]);
  });
});

describe('a pointer', () => {
  it('passes when its file exists, its line is within it and its names are in it', () => {
    const pointer = pathPointer('machines/payment/rules.ts', {
      targetLine: 4,
      symbols: ['adapterFor', 'PAYMENT_SET_UP_ATTEMPTS'],
    });
    expect(checkPointer('docs/page.md', pointer, repository)).toBeUndefined();
  });

  it('fails when its file does not exist', () => {
    expect(checkPointer('docs/page.md', pathPointer('machines/rules/payment.ts'), repository)).toBe(
      'machines/rules/payment.ts does not exist',
    );
  });

  it('fails when its line is past the end of the file', () => {
    const pointer = pathPointer('machines/payment/rules.ts', { targetLine: 5 });
    expect(checkPointer('docs/page.md', pointer, repository)).toBe(
      'line 5 is past the end of machines/payment/rules.ts (4 lines)',
    );
  });

  it('fails when a name it gives is not in the file, naming the missing ones', () => {
    const pointer = pathPointer('machines/payment/rules.ts', {
      symbols: ['adapterFor', 'storeTakeUp', 'adapter'],
    });
    expect(checkPointer('docs/page.md', pointer, repository)).toBe(
      'storeTakeUp, adapter not found in machines/payment/rules.ts',
    );
  });

  it('finds the last part of a dotted name, and a name with a wildcard', () => {
    const pointer = pathPointer('machines/payment/rules.ts', {
      symbols: ['TEXT.payment.cardVendor', 'PAYMENT_*_ATTEMPTS', 'adapter…'],
    });
    expect(checkPointer('docs/page.md', pointer, repository)).toBeUndefined();
  });

  it('does not read prose, state ids or quoted values as names', () => {
    expect(namePattern('#flow.results.buyNow')).toBeUndefined();
    expect(namePattern("'houseNumber'")).toBeUndefined();
    expect(namePattern("errorTransitions('#flow.results.ready')")).toBeUndefined();
  });

  it('must match a file as a glob, and is a folder when it ends in /', () => {
    expect(
      checkPointer('docs/page.md', pathPointer('machines/wizard/schemas/*.ts'), repository),
    ).toBeUndefined();
    expect(checkPointer('docs/page.md', pathPointer('machines/**'), repository)).toBeUndefined();
    expect(checkPointer('docs/page.md', pathPointer('machines/schemas/*.ts'), repository)).toBe(
      'matches no file',
    );
    expect(
      checkPointer('docs/page.md', pathPointer('machines/payment/'), repository),
    ).toBeUndefined();
    expect(
      checkPointer('docs/page.md', pathPointer('machines/payment/rules.ts/'), repository),
    ).toBe('machines/payment/rules.ts/ does not exist');
  });

  it('finds a name given with a glob or a folder in any of its files', () => {
    const pointer = pathPointer('machines/wizard/schemas/*.ts', { symbols: ['claimSchema'] });
    expect(checkPointer('docs/page.md', pointer, repository)).toBeUndefined();
  });
});

describe('a document', () => {
  it('passes when every pointer resolves', () => {
    expect(
      check(
        '`machines/payment/rules.ts` — `adapterFor`, see [the guide](guide.md#spec-1-2-wizard-rules).',
      ),
    ).toEqual([]);
  });

  it('lists each pointer that does not resolve with its line', () => {
    expect(
      check(
        [
          '# Page',
          '',
          '`machines/payment/rules.ts:9`',
          '`machines/payment/rules.ts` — `storeTakeUp`',
          '[gone](gone.md), [no heading](guide.md#nothing), [here](#page), [not here](#elsewhere)',
        ].join('\n'),
      ),
    ).toEqual([
      {
        line: 3,
        pointer: 'machines/payment/rules.ts:9',
        reason: 'line 9 is past the end of machines/payment/rules.ts (4 lines)',
      },
      {
        line: 4,
        pointer: 'machines/payment/rules.ts',
        reason: 'storeTakeUp not found in machines/payment/rules.ts',
      },
      { line: 5, pointer: 'gone.md', reason: 'docs/gone.md does not exist' },
      { line: 5, pointer: 'guide.md#nothing', reason: 'no heading #nothing in docs/guide.md' },
      { line: 5, pointer: '#elsewhere', reason: 'no heading #elsewhere in this document' },
    ]);
  });

  it('resolves links from its own folder and refuses one that leaves the repository', () => {
    expect(check('[guide](../guide.md)', 'docs/decisions/0001.md')).toEqual([]);
    expect(check('[out](../../../outside.md)', 'docs/decisions/0001.md')).toEqual([
      { line: 1, pointer: '../../../outside.md', reason: 'points outside the repository' },
    ]);
  });

  it('is not read when it is a superseded decision record', () => {
    const superseded =
      '# 3. Parts\n\n- Status: Superseded by 0009\n- Date: 2026-11-24\n\n`machines/parts/`';
    expect(isSuperseded(superseded)).toBe(true);
    expect(isSuperseded('# 4. Readings\n\n- Status: Accepted\n')).toBe(false);
    expect(check(superseded, 'docs/decisions/0003.md')).toEqual([]);
    expect(check(superseded.replace('Superseded by 0009', 'Accepted'))).toHaveLength(1);
  });
});

describe('heading anchors', () => {
  it('are made as GitHub makes them, numbering repeated headings', () => {
    const anchors = headingAnchors(
      '# Where the rules live\n## spec 1 §2 Wizard rules\n### spec 2 §2 Contact/confirm page\n## Notes\n## Notes\n```\n# not a heading\n```',
    );
    expect([...anchors]).toEqual([
      'where-the-rules-live',
      'spec-1-2-wizard-rules',
      'spec-2-2-contactconfirm-page',
      'notes',
      'notes-1',
    ]);
  });
});
