/**
 * The built single-page app as `npm start` serves it beside the API:
 * - /assets/*: content-hashed files, sent as the smallest precompressed copy the browser accepts (brotli,
 *   then gzip, made at build time) and cached for a year as immutable; a missing one is a 404, never the page.
 * - any other path: index.html (`no-cache`), listing the scripts and style sheets the app and that path's
 *   page need (.vite/page-preloads.json; '*' for a path with no page of its own) so they are fetched with the
 *   entry, compressed when large.
 * - other files at the top of the build (the icon, robots.txt): an hour's cache.
 */
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_SCREEN_ATTRIBUTE,
  INLINED_SHEETS_ATTRIBUTE,
  FIRST_SCREENS_FILE,
  type FirstScreen,
  type FirstScreens,
} from '../shared/first-screens';

export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_CACHE_CONTROL = 'no-cache';
/** Where the build lists each path's scripts and style sheets (scripts/vite/page-preloads.ts). */
const PAGE_PRELOADS_FILE = join('.vite', 'page-preloads.json');

interface PagePreloads {
  scripts: string[];
  styles: string[];
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const readJson = <T>(path: string, otherwise: T): T =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : otherwise;

/** #root and what it holds (the build's Loading... frame), up to the end of the body. */
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
const TITLE = /<title>[^<]*<\/title>/;

/** The page with `screen` in #root in place of the Loading... frame, and its title. */
export function withFirstScreen(page: string, screen: FirstScreen): string {
  if (!ROOT.test(page) || !TITLE.test(page)) throw new Error('index.html has no #root or no title');
  return page
    .replace(TITLE, () => `<title>${screen.title}</title>`)
    .replace(
      ROOT,
      (_, end: string) => `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}>${screen.html}</div>${end}`,
    );
}

/** A style sheet the build links from index.html, with the spaces before it. */
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The Content-Security-Policy source that allows a <style> element holding exactly `css`. */
export const styleHashSource = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The built app's pages, and what the Content-Security-Policy must allow for them. */
export interface BuiltPages {
  /** The page to send for `path`. */
  pageFor: (path: string) => string;
  /** The hash sources of the <style> elements the pages hold (`style-src`). */
  styleSources: string[];
}

/**
 * index.html for each path, with the path's preloads written in before </head>. A page customers land on has
 * its first screen in #root and that screen's style sheets in a <style> element in its head, read from the
 * build: the screen paints from the page alone, with no style sheet to fetch first (on a phone's network, a
 * round trip before the first paint). The entry then links them, disabled, so that the app's loader does not
 * fetch them again (src/app/first-screen.ts).
 */
export function builtPages(staticDir: string): BuiltPages {
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const preloads = readJson<Record<string, PagePreloads>>(join(staticDir, PAGE_PRELOADS_FILE), {});
  const screens = readJson<FirstScreens>(join(staticDir, FIRST_SCREENS_FILE), {});
  const linked = [...html.matchAll(STYLESHEET_LINK)].map((link) => link[1] ?? '');
  const pages = new Map<string, string>();
  const styleSources = new Set<string>();
  for (const [path, { scripts, styles }] of Object.entries(preloads)) {
    const screen = screens[path];
    let page = html;
    const links: string[] = [];
    if (screen) {
      // In the order the page linked them before: index.html's own, then the page's and the screen's.
      const sheets = [...new Set([...linked, ...styles, ...screen.styles])];
      const css = sheets.map((href) => builtStyleSheet(staticDir, href)).join('\n');
      styleSources.add(styleHashSource(css));
      page = page.replace(STYLESHEET_LINK, '');
      // The sheets' addresses go with it: the entry links them, disabled, for the app's loader to find. No
      // script is listed: fetched with the page, the app's scripts were parsed before the first frame on a phone
      // (Lighthouse's first paint 2.2 s with them, 1.4 s without). The entry asks for them once the page has
      // painted (src/app/main.tsx).
      links.push(
        `<style ${INLINED_SHEETS_ATTRIBUTE}="${escapeAttribute(sheets.join(' '))}">${css}</style>`,
      );
    } else {
      // The page cannot show before its script, which applies its style sheets: fetched early, not waited for.
      links.push(
        ...styles.map(
          (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`,
        ),
        ...scripts.map(
          (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
        ),
      );
    }
    page = page.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    pages.set(path, screen ? withFirstScreen(page, screen) : page);
  }
  return {
    pageFor: (path) => {
      const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return pages.get(trimmed) ?? pages.get('*') ?? html;
    },
    styleSources: [...styleSources].sort(),
  };
}

/** A style sheet of the build, by its address on the app's origin, as a <style> element may hold it. */
function builtStyleSheet(staticDir: string, href: string): string {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) throw new Error(`Not a built style sheet: ${href}`);
  const css = readFileSync(join(staticDir, href), 'utf8').trim();
  if (/<\/style/i.test(css)) throw new Error(`${href} would end the <style> element it is put in`);
  return css;
}

export function staticApp(
  staticDir: string,
  { pageFor }: BuiltPages = builtPages(staticDir),
): express.Router {
  const router = express.Router();
  // Source maps are built for error reporting (hidden: no script names them) and never served.
  router.use('/assets', (req, res, next) => {
    if (/\.map$/i.test(req.path)) res.status(404).type('text').send('Not found');
    else next();
  });
  router.use(
    '/assets',
    expressStaticGzip(join(staticDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        fallthrough: false,
        setHeaders: (res) => res.setHeader('Cache-Control', ASSET_CACHE_CONTROL),
      },
    }),
  );
  router.use(express.static(staticDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, compression(), (req: Request, res: Response) => {
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
    res.type('html').send(pageFor(req.path));
  });
  return router;
}
