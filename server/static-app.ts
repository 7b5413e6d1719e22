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
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_SCREEN_ATTRIBUTE,
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

/**
 * index.html for each path, with the path's preloads written in before </head>, and for a page customers land
 * on its first screen in #root, whose style sheets are then loaded before the page shows.
 */
export function pagesFor(staticDir: string): (path: string) => string {
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const preloads = readJson<Record<string, PagePreloads>>(join(staticDir, PAGE_PRELOADS_FILE), {});
  const screens = readJson<FirstScreens>(join(staticDir, FIRST_SCREENS_FILE), {});
  const pages = new Map<string, string>();
  for (const [path, { scripts, styles }] of Object.entries(preloads)) {
    const screen = screens[path];
    // A first screen shows at once, in its style: its style sheets hold the page's first paint. Elsewhere the
    // page's are fetched early but not waited for: the page cannot show before its script, which applies them.
    const sheets = screen
      ? [...new Set([...styles, ...screen.styles])].filter((href) => !html.includes(`"${href}"`))
      : [];
    const links = [
      ...sheets.map(
        (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
      ),
      ...(screen ? [] : styles).map(
        (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`,
      ),
      // A first screen is painted before the app's scripts are fetched: fetched beside its style sheets, they
      // were parsed before the first frame on a phone (Lighthouse's first paint 2.2 s with them, 1.4 s
      // without). The entry asks for them once the page has painted (src/app/main.tsx).
      ...(screen ? [] : scripts).map(
        (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
      ),
    ];
    const page = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    pages.set(path, screen ? withFirstScreen(page, screen) : page);
  }
  return (path) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return pages.get(trimmed) ?? pages.get('*') ?? html;
  };
}

export function staticApp(staticDir: string): express.Router {
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
  const pageFor = pagesFor(staticDir);
  router.get(/.*/, compression(), (req: Request, res: Response) => {
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
    res.type('html').send(pageFor(req.path));
  });
  return router;
}
