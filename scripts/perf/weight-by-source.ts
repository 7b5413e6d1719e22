/**
 * Where a page's JavaScript comes from: each built script's bytes are given to the module its source map
 * names, then grouped (a library, the journey statechart under machines/, the views and app start under
 * src/, the bundler's glue) and each group's code is gzipped on its own. A group's figure is what its code
 * weighs by itself: the groups add up to a little more than the page, whose files share their compression.
 */
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSize } from './page-weight';

export interface SourceGroup {
  name: string;
  bytes: number;
  gzipBytes: number;
}

/** The group a module belongs to: a package by name, or the project's folder it is in. */
export function groupOf(source: string | null): string {
  if (source === null) return 'bundler glue';
  const path = source.replaceAll('\\', '/');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (inPackage?.[1] !== undefined) return inPackage[1];
  const inProject = /(?:^|\/)(machines|src)\/(?:([^/]+)\/)?/.exec(path);
  if (inProject?.[1] === 'machines') return `machines/${inProject[2] ?? '*.ts'}`;
  if (inProject?.[1] === 'src') return 'src';
  return 'other';
}

/** The code of each group in the given built scripts (paths to files with a `.map` beside them). */
export function codeBySource(files: string[]): Map<string, string> {
  const code = new Map<string, string>();
  for (const file of files) {
    if (!existsSync(`${file}.map`)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
    const segments: { line: number; column: number; source: string | null }[] = [];
    eachMapping(map, (mapping) => {
      segments.push({
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        source: mapping.source,
      });
    });
    segments.sort((a, b) => a.line - b.line || a.column - b.column);
    segments.forEach((segment, index) => {
      const line = lines[segment.line - 1] ?? '';
      const next = segments[index + 1];
      const end = next?.line === segment.line ? next.column : line.length;
      const group = groupOf(segment.source);
      code.set(group, (code.get(group) ?? '') + line.slice(segment.column, end));
    });
  }
  return code;
}

export interface WeightBySource {
  /** Every package's code together, and each package, heaviest first. */
  libraries: SourceGroup;
  packages: SourceGroup[];
  /** The journey statechart with its rules, texts and schemas (machines/), and each of its folders. */
  statechart: SourceGroup;
  statechartFolders: SourceGroup[];
  /** The views and the app's start (src/). */
  views: SourceGroup;
  /** Code no module is named for: the bundler's imports, exports and module wrappers. */
  glue: SourceGroup;
}

const weigh = (name: string, code: string): SourceGroup => ({
  name,
  bytes: Buffer.byteLength(code),
  gzipBytes: gzipSize(Buffer.from(code)),
});

const heaviestFirst = (a: SourceGroup, b: SourceGroup) => b.gzipBytes - a.gzipBytes;

/** Where the given built scripts' code comes from. */
export function weightBySource(files: string[]): WeightBySource {
  const code = [...codeBySource(files)];
  const together = (name: string, groups: [string, string][]) =>
    weigh(name, groups.map(([, text]) => text).join(''));
  const packages = code.filter(([name]) => !/^(machines\/|src$|bundler glue$|other$)/.test(name));
  const statechart = code.filter(([name]) => name.startsWith('machines/'));
  return {
    libraries: together('libraries', packages),
    packages: packages.map(([name, text]) => weigh(name, text)).sort(heaviestFirst),
    statechart: together('machines/', statechart),
    statechartFolders: statechart.map(([name, text]) => weigh(name, text)).sort(heaviestFirst),
    views: together(
      'src/',
      code.filter(([name]) => name === 'src' || name === 'other'),
    ),
    glue: together(
      'bundler glue',
      code.filter(([name]) => name === 'bundler glue'),
    ),
  };
}
