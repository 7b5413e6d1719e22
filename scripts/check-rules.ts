/**
 * `npm run check:rules`: fails when a pointer in the docs no longer resolves. It reads README.md and every
 * markdown file under docs/ (but docs/journey-map.md, generated from the statechart) and checks
 * - every backticked repository path: one that starts with a folder at the root or one of POINTER_ROOTS
 *   (`machines/…`, `src/…`, `shared/…`, `server/…`, `scripts/…`, `e2e/…`, `tests/…`, `openapi/…`, `docs/…`);
 *   a file, a folder (a trailing /), or a glob (`*`, `**`) that must match at least one file;
 * - its optional `:line` (the file must have that many lines) and `#symbol`;
 * - the backticked names that follow it after an em dash (the docs/rules.md convention):
 *   `path` — `name`, `name` (a note, not read), guard `name`, …; a name may have a kind before it (state,
 *   guard, action, event, service, effect, type, delay, constant, default export) and a note in
 *   parentheses after it, and the list ends at the first text that is not a comma and another name. Each
 *   name must occur in the file as a whole word; of a dotted name (`TEXT.forms.cover.disclaimer`,
 *   `brand.journeyKey`) the last part is looked for; `*` or `…` inside a name stands for any run of word
 *   characters; anything else (`#flow.results`, `'inline'`, a call) is prose and not checked;
 * - every relative markdown link: its file must exist, and its `#anchor` must be a heading of that file.
 * Text in fenced code blocks is not read. A decision record whose Status is Superseded is not read either:
 * it is kept as it was written, with the paths of its time.
 * A finding names the document, the line and the pointer.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  extractPointers,
  headingAnchors,
  namePattern,
  POINTER_ROOTS,
  type Pointer,
} from './doc-pointers';

export {
  extractPointers,
  headingAnchors,
  namePattern,
  POINTER_ROOTS,
  withoutCodeBlocks,
  type Pointer,
} from './doc-pointers';

/** Generated from the statechart by `npm run paths -- --map`: their pointers are checked by check:paths. */
export const GENERATED_DOCUMENTS: readonly string[] = ['docs/journey-map.md'];

/**
 * Folders never searched for a glob's or a folder's files, nor taken as a root a pointer starts from: what a
 * run writes (its reports among them, which the unit tests write as this check runs beside them) is not there
 * on a fresh clone.
 */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  '.bench',
  'test-results',
  'playwright-report',
  'reports',
]);

export interface Finding {
  file: string;
  line: number;
  pointer: string;
  reason: string;
}

/** What the check may ask of the repository; the file system in the script, a map in the tests. */
export interface Repository {
  kind(path: string): 'file' | 'folder' | undefined;
  read(path: string): string;
  /** Every file under `folder` ('' for the root), as paths from the root. */
  filesUnder(folder: string): string[];
  /** The folders at the root. */
  rootFolders(): string[];
}

const GLOB = /[*?]/;

/** A glob's regular expression: `**` any folders, `*` any characters but /. */
function globPattern(glob: string): RegExp {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob.charAt(index);
    if (char === '*' && glob.charAt(index + 1) === '*') {
      const slash = glob.charAt(index + 2) === '/';
      source += slash ? '(?:.*/)?' : '.*';
      index += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The files a path pointer stands for: the file, the files under the folder or the glob's matches. */
function filesOf(path: string, repository: Repository): string[] | 'missing' {
  if (GLOB.test(path)) {
    const fixed = path.slice(0, path.search(GLOB));
    const folder = fixed.slice(0, fixed.lastIndexOf('/') + 1).replace(/\/$/, '');
    const pattern = globPattern(path.endsWith('/') ? `${path}**` : path);
    const matches = repository.filesUnder(folder).filter((file) => pattern.test(file));
    return matches.length > 0 ? matches : 'missing';
  }
  const kind = repository.kind(path.replace(/\/$/, ''));
  if (kind === undefined || (path.endsWith('/') && kind !== 'folder')) return 'missing';
  return kind === 'file' ? [path] : repository.filesUnder(path.replace(/\/$/, ''));
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** What is wrong with one pointer of `document` (a path from the root), or undefined when it resolves. */
export function checkPointer(
  document: string,
  pointer: Pointer,
  repository: Repository,
): string | undefined {
  const path =
    pointer.kind === 'link'
      ? posix.normalize(posix.join(posix.dirname(document), pointer.path))
      : pointer.path;
  if (pointer.kind === 'link' && path.startsWith('..')) return 'points outside the repository';
  if (pointer.kind === 'link' && pointer.path === '') {
    if (
      pointer.anchor !== undefined &&
      !headingAnchors(repository.read(document)).has(pointer.anchor)
    )
      return `no heading #${pointer.anchor} in this document`;
    return undefined;
  }
  const files = filesOf(path, repository);
  if (files === 'missing') return GLOB.test(path) ? 'matches no file' : `${path} does not exist`;
  if (pointer.targetLine !== undefined) {
    const lines = files.length === 1 && files[0] === path ? lineCount(repository.read(path)) : 0;
    if (pointer.targetLine < 1 || pointer.targetLine > lines)
      return `line ${pointer.targetLine} is past the end of ${path} (${lines} lines)`;
  }
  if (pointer.anchor !== undefined && pointer.anchor !== '' && path.endsWith('.md')) {
    if (!headingAnchors(repository.read(path)).has(pointer.anchor))
      return `no heading #${pointer.anchor} in ${path}`;
  }
  const texts = pointer.symbols.length > 0 ? files.map((file) => repository.read(file)) : [];
  const missing = pointer.symbols.filter((name) => {
    const pattern = namePattern(name);
    return pattern !== undefined && !texts.some((text) => pattern.test(text));
  });
  return missing.length > 0 ? `${missing.join(', ')} not found in ${path}` : undefined;
}

/** A decision record whose Status line says Superseded. */
export function isSuperseded(markdown: string): boolean {
  return /^[-*\s]*(?:\*\*)?Status:?(?:\*\*)?:?\s*Superseded\b/im.test(
    markdown.split('\n').slice(0, 12).join('\n'),
  );
}

export interface Report {
  findings: Finding[];
  /** Pointers checked, documents read. */
  checked: number;
  documents: string[];
}

/** Every pointer of the given documents, checked against the repository. */
export function checkDocuments(
  documents: readonly string[],
  repository: Repository,
  roots: readonly string[] = POINTER_ROOTS,
): Report {
  const findings: Finding[] = [];
  let checked = 0;
  const read: string[] = [];
  for (const document of documents) {
    const text = repository.read(document);
    if (isSuperseded(text)) continue;
    read.push(document);
    for (const pointer of extractPointers(text, roots)) {
      checked += 1;
      const reason = checkPointer(document, pointer, repository);
      if (reason !== undefined)
        findings.push({ file: document, line: pointer.line, pointer: pointer.text, reason });
    }
  }
  return { findings, checked, documents: read };
}

/** README.md and the markdown files under docs/, generated documents left out. */
export function documentsOf(repository: Repository): string[] {
  const docs = repository
    .filesUnder('docs')
    .filter((file) => file.endsWith('.md') && !GENERATED_DOCUMENTS.includes(file))
    .sort();
  return ['README.md', ...docs];
}

/** The repository on disk under `root`. */
export function diskRepository(root: string): Repository {
  const cache = new Map<string, string>();
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(path);
      return entry.isFile() ? [path] : [];
    });
  return {
    kind(path) {
      const full = join(root, path);
      if (!existsSync(full)) return undefined;
      return statSync(full).isDirectory() ? 'folder' : 'file';
    },
    read(path) {
      let text = cache.get(path);
      if (text === undefined) {
        text = readFileSync(join(root, path), 'utf8');
        cache.set(path, text);
      }
      return text;
    },
    filesUnder(folder) {
      return existsSync(join(root, folder)) ? walk(folder) : [];
    },
    rootFolders() {
      return readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name))
        .map((entry) => entry.name);
    },
  };
}

function main(): void {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const repository = diskRepository(root);
  const roots = [...new Set([...POINTER_ROOTS, ...repository.rootFolders()])];
  const { findings, checked, documents } = checkDocuments(
    documentsOf(repository),
    repository,
    roots,
  );
  if (findings.length > 0) {
    console.error(`Pointers in the docs that do not resolve (${findings.length} of ${checked}):`);
    for (const finding of findings)
      console.error(`  ${finding.file}:${finding.line}: \`${finding.pointer}\`: ${finding.reason}`);
    process.exit(1);
  }
  console.log(`All ${checked} pointers in ${documents.length} documents resolve.`);
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isEntryPoint) main();
