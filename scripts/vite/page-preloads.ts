/**
 * Writes .vite/page-preloads.json into the build: for each path of src/page-routes.ts, the scripts and style
 * sheets its pages need beyond what index.html already loads. The server (server/static-app.ts) lists them in
 * the page it sends for that path, so a link straight to a wizard step or to results fetches them alongside
 * the app's entry instead of one after another.
 */
import type { Plugin } from 'vite';
import { pagesByPath } from '../../src/page-routes';

export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

export interface PagePreloads {
  scripts: string[];
  styles: string[];
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type Bundle = Record<string, BuiltChunk | { type: 'asset' }>;

export function pagePreloads(): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const chunks = Object.values(bundle).filter(
        (item): item is BuiltChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        start.forEach(visit);
        return seen;
      };
      const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const loadedWithEntry = closure(entries);
      const chunkOfPage = (page: string): BuiltChunk => {
        const chunk = chunks.find((candidate) =>
          candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/pages/${page}.tsx`),
        );
        if (chunk === undefined) throw new Error(`No chunk was built for src/pages/${page}.tsx`);
        return chunk;
      };
      const preloads: Record<string, PagePreloads> = {};
      for (const [path, pages] of pagesByPath()) {
        const files = [...closure(pages.map((page) => chunkOfPage(page).fileName))].filter(
          (file) => !loadedWithEntry.has(file),
        );
        const styles = new Set(
          files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
        preloads[path] = {
          scripts: files.map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
