/**
 * Writes .vite/page-preloads.json into the build: for each path of src/app/page-routes.ts, the scripts and style
 * sheets the app (src/app/start.tsx) and the path's pages need beyond what index.html already loads, and under
 * '*' the app's alone, for any other path. The server (server/static-app.ts) lists them in the page it sends
 * for that path, so a link straight to a wizard step or to results fetches them alongside the entry instead
 * of one after another.
 */
import type { Plugin } from 'vite';
import { pagesByPath } from '../../src/app/page-routes';
import { laterCallsOnArrival } from './calls-on-arrival';

export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';
/** The app the entry starts once it has asked for the reference lists. */
const APP_MODULE = 'src/app/start.tsx';
/**
 * What the app fetches on every page before it first draws it (src/app/start.tsx): the footer's reviews. The
 * cookie banner, fetched too for a visitor who has not chosen, is not listed: most pages' visitors have.
 */
const DRAWN_WITH_THE_APP = ['src/app/layout/customer-reviews-widget.tsx'];
/**
 * The journey's later calls, fetched with the first of them: listed for a page that makes one as it is shown
 * (./calls-on-arrival.ts), whose call would otherwise wait for the app, then for this module.
 */
const LATER_CALLS_MODULE = 'src/app/journey/journey-calls.ts';

export interface PagePreloads {
  scripts: string[];
  styles: string[];
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type Bundle = Record<string, BuiltChunk | { type: 'asset' }>;

export function pagePreloads(): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    // After Vite has dropped the chunks that only carried style sheets: none of them may be listed.
    enforce: 'post',
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
      const chunkOf = (module: string): string => {
        const isModule = (id: string | null) => id?.replaceAll('\\', '/').endsWith(`/${module}`);
        // A page is its chunk's facade; the app is in a chunk of its own group (vite.config.ts).
        const chunk =
          chunks.find((candidate) => isModule(candidate.facadeModuleId)) ??
          chunks.find((candidate) => candidate.moduleIds.some(isModule));
        if (chunk === undefined) throw new Error(`No chunk was built for ${module}`);
        return chunk.fileName;
      };
      const preloadsOf = (modules: string[]): PagePreloads => {
        const files = [...closure(modules.map(chunkOf))].filter(
          (file) => !loadedWithEntry.has(file),
        );
        const styles = new Set(
          files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
        return {
          scripts: files.map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
        };
      };
      const app = [APP_MODULE, ...DRAWN_WITH_THE_APP];
      const preloads: Record<string, PagePreloads> = { '*': preloadsOf(app) };
      const callingOnArrival = laterCallsOnArrival();
      for (const [path, pages] of pagesByPath()) {
        preloads[path] = preloadsOf([
          ...app,
          ...pages.map((page) => `src/${page}.tsx`),
          ...(callingOnArrival.has(path) ? [LATER_CALLS_MODULE] : []),
        ]);
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
