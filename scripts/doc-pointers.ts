/**
 * Reading the pointers out of a markdown page for `npm run check:rules` (scripts/check-rules.ts, whose header
 * gives the grammar): backticked repository paths with their line, symbol and following names, relative
 * links, and the headings a link's anchor may name.
 */

/**
 * The first segments of the repository paths a backticked pointer may start with. The script adds every
 * folder at the root, so a new one is read at once; these stay pointers when their folder is gone.
 */
export const POINTER_ROOTS: readonly string[] = [
  'machines',
  'src',
  'shared',
  'server',
  'scripts',
  'e2e',
  'tests',
  'openapi',
  'docs',
  'public',
  '.ci',
];

export interface Pointer {
  /** The line of the document it is on, from 1. */
  line: number;
  /** As written, for the finding. */
  text: string;
  kind: 'path' | 'link';
  /** From the repository's root, posix separators; may end in / or hold a glob. */
  path: string;
  /** `path:12` */
  targetLine?: number;
  /** `path#name` or the names after ` — `. */
  symbols: string[];
  /** A link's `#anchor`. */
  anchor?: string;
}

/** `root/path`, then `:line` or `#name`, for the given roots. */
function pointerPattern(roots: readonly string[]): RegExp {
  const names = roots.map((root) => root.replace(/[.+^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`^((?:${names})/[\\w.*@+/-]*)(?::(\\d+))?(?:#([A-Za-z_$][\\w$]*))?$`);
}

const CODE_SPAN = /`([^`\n]+)`/g;
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_LINK = /^ {0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm;
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** `text` with every fenced code block blanked out, its line breaks kept so that lines still count. */
export function withoutCodeBlocks(text: string): string {
  const lines = text.split('\n');
  let fence: string | undefined;
  return lines
    .map((line) => {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence === undefined) {
        if (!opening?.[1]) return line;
        fence = opening[1];
        return '';
      }
      if (opening?.[1]?.startsWith(fence) && line.trim() === opening[1]) fence = undefined;
      return '';
    })
    .join('\n');
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A kind written before a name in a list: `— guard \`isMotorcycle\``. */
const LABEL =
  /^(?:(?:default export|states?|guards?|actions?|events?|services?|effects?|types?|delays?|constants?)\s+)?`([^`\n]+)`/;

/** How far a parenthesis at the start of `text` reaches (its note is not read), or 0 when there is none. */
function noteLength(text: string): number {
  const open = /^\s*\(/.exec(text);
  if (!open) return 0;
  let depth = 0;
  let inCode = false;
  for (let index = open[0].length - 1; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '`') inCode = !inCode;
    else if (inCode) continue;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' || text.startsWith('\n\n', index)) return 0;
    if (depth === 0) return index + 1;
  }
  return 0;
}

/**
 * The names after a pointer's em dash: `path` — `a`, `b` (a note), guard `c`. The list ends at the first
 * text that is not a comma and another name.
 */
function followingNames(rest: string): string[] {
  const dash = /^[ \t]*\n?[ \t]*—\s+/.exec(rest);
  if (!dash) return [];
  const names: string[] = [];
  let at = dash[0].length;
  for (;;) {
    const item = LABEL.exec(rest.slice(at));
    if (!item) break;
    names.push(item[1] ?? '');
    at += item[0].length;
    at += noteLength(rest.slice(at));
    const comma = /^,\s+/.exec(rest.slice(at));
    if (!comma) break;
    at += comma[0].length;
  }
  return names;
}

/** Every backticked repository path (under one of `roots`) and relative link of a markdown document. */
export function extractPointers(
  markdown: string,
  roots: readonly string[] = POINTER_ROOTS,
): Pointer[] {
  const text = withoutCodeBlocks(markdown);
  const pointer = pointerPattern(roots);
  const pointers: Pointer[] = [];
  for (const match of text.matchAll(CODE_SPAN)) {
    const span = (match[1] ?? '').trim();
    const parts = pointer.exec(span);
    if (!parts?.[1]) continue;
    const after = text.slice(match.index + match[0].length);
    const named = parts[3] ? [parts[3]] : [];
    pointers.push({
      line: lineAt(text, match.index),
      text: span,
      kind: 'path',
      path: parts[1],
      ...(parts[2] === undefined ? {} : { targetLine: Number(parts[2]) }),
      symbols: [...named, ...followingNames(after)],
    });
  }
  // A link written inside a code span is an example, not a link.
  const prose = text.replace(CODE_SPAN, (span) => ' '.repeat(span.length));
  const links = [...prose.matchAll(LINK), ...prose.matchAll(REFERENCE_LINK)];
  for (const match of links) {
    const target = match[1] ?? '';
    if (SCHEME.test(target)) continue;
    const hash = target.indexOf('#');
    const path = hash < 0 ? target : target.slice(0, hash);
    pointers.push({
      line: lineAt(prose, match.index),
      text: target,
      kind: 'link',
      path: decodeURI(path),
      symbols: [],
      ...(hash < 0 ? {} : { anchor: target.slice(hash + 1) }),
    });
  }
  return pointers.sort((a, b) => a.line - b.line);
}

/** GitHub's anchor for each heading of a markdown document, duplicates numbered as GitHub does. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * How to find a named thing in a file: the name, or the last part of a dotted name (`TEXT.forms.cover.disclaimer`
 * is found where the file reads `formText.cover.disclaimer` or defines `disclaimer:`), as a whole word; `*` and
 * `…` stand for any word characters. Undefined when the text is not a name (a state id, a quoted value, a call).
 */
export function namePattern(name: string): RegExp | undefined {
  if (!/^[A-Za-z_$*…][\w$*…]*(?:\.[A-Za-z_$*…][\w$*…]*)*$/.test(name)) return undefined;
  const member = name.slice(name.lastIndexOf('.') + 1);
  const body = member
    .split(/[*…]/)
    .map((piece) => piece.replace(/\$/g, '\\$'))
    .join('[\\w$]*');
  return new RegExp(`(?<![\\w$])${body}(?![\\w$])`);
}
