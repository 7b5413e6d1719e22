/**
 * Writes .vite/first-screens.json into the build: for each page customers land on (`FIRST_SCREEN_PATHS`), its
 * first screen as the app draws it for a new visitor, rendered at build time from the app's own components and
 * texts (scripts/vite/first-screen-render.tsx), and the page's title. The server (server/static-app.ts) sends
 * it in #root in place of the Loading... frame, so the customer reads the page before any script has run; the
 * app then replaces it with the same page (src/app/first-screen.ts keeps what the customer typed, where their
 * focus was and a button they pressed). docs/decisions/0014-first-screen-in-the-html.md says why.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { FIRST_SCREENS_FILE, type FirstScreens } from '../../shared/first-screens';
import type { renderFirstScreen } from './first-screen-render';

/** Step 1, where the price-comparison and search links land, and the home page. */
export const FIRST_SCREEN_PATHS = ['/quote/vehicle-details', '/'] as const;

const RENDER_MODULE = '/scripts/vite/first-screen-render.tsx';

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

/** The built style sheets of the modules `loaded`, and of the chunks theirs import, as the build's manifest lists them. */
export function stylesOf(
  loaded: Iterable<string>,
  manifest: Record<string, ManifestChunk>,
): string[] {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    for (const sheet of chunk.css ?? []) styles.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of loaded) visit(module);
  return [...styles].sort();
}

/**
 * Renders each path's first screen with the app's modules as Vite serves them to a server, with the style sheets
 * the build made for the modules it used (`manifest`: the build's manifest).
 */
export async function renderFirstScreens(
  root: string,
  manifest: Record<string, ManifestChunk>,
): Promise<FirstScreens> {
  const screens: FirstScreens = {};
  // A server for each path, so that the modules it has loaded are those of that path's screen alone.
  for (const path of FIRST_SCREEN_PATHS) {
    const server = await createServer({
      configFile: false,
      root,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const { renderFirstScreen: render } = (await server.ssrLoadModule(RENDER_MODULE)) as {
        renderFirstScreen: typeof renderFirstScreen;
      };
      const screen = await render(path);
      // The modules the screen ran (the graph also knows those it could import and did not), by their place
      // in the project, as the manifest names them.
      const loaded = [...server.environments.ssr.moduleGraph.idToModuleMap]
        .filter(([, module]) => module.transformResult !== null)
        .map(([id]) => relative(root, id.split('?')[0] ?? id).replaceAll('\\', '/'));
      screens[path] = { ...screen, styles: stylesOf(loaded, manifest) };
    } finally {
      await server.close();
    }
  }
  return screens;
}

export function firstScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'first-screens',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Record<string, ManifestChunk>;
      const screens = await renderFirstScreens(config.root, manifest);
      const file = join(outDir, FIRST_SCREENS_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(screens, null, 2)}\n`);
    },
  };
}
