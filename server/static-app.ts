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

export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_CACHE_CONTROL = 'no-cache';
/** Where the build lists each path's scripts and style sheets (scripts/vite/page-preloads.ts). */
const PAGE_PRELOADS_FILE = join('.vite', 'page-preloads.json');

interface PagePreloads {
  scripts: string[];
  styles: string[];
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** index.html for each path, with the path's preloads written in before </head>. */
export function pagesFor(staticDir: string): (path: string) => string {
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const preloadsPath = join(staticDir, PAGE_PRELOADS_FILE);
  const preloads = existsSync(preloadsPath)
    ? (JSON.parse(readFileSync(preloadsPath, 'utf8')) as Record<string, PagePreloads>)
    : {};
  const pages = new Map<string, string>();
  for (const [path, { scripts, styles }] of Object.entries(preloads)) {
    const links = [
      // Fetched early but not waited for: the page cannot show before its script, which applies them.
      ...styles.map(
        (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`,
      ),
      ...scripts.map(
        (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
      ),
    ];
    pages.set(path, html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
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
