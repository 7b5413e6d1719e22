/** How `npm start` sends the built app: precompressed immutable assets, page preloads and compressed answers. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { contentSecurityDirectives } from './security-headers';
import { ASSET_CACHE_CONTROL, builtPages, styleHashSource, withFirstScreen } from './static-app';
import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREENS_FILE,
  INLINED_SHEETS_ATTRIBUTE,
} from '../shared/first-screens';
import type { Database } from './store/database';

const staticDir = mkdtempSync(join(tmpdir(), 'dropcover-static-'));
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const preloads = {
  '*': { scripts: ['/assets/app-xyz.js'], styles: [] },
  '/quote/vehicle-details': {
    scripts: ['/assets/wizard-layout-abc.js', '/assets/vehicle-details-def.js'],
    styles: ['/assets/vehicle-details-ghi.css'],
  },
};

/** Static files and the answers checked here need no store: a call that reaches it fails the test. */
const noDatabase: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
};

let server: Server;
let port = 0;

beforeAll(async () => {
  mkdirSync(join(staticDir, 'assets'));
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <title>DropCover</title>\n  </head>\n  <body></body>\n</html>\n',
  );
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(staticDir, '.vite', 'page-preloads.json'), JSON.stringify(preloads));
  const app = createSandboxApp({ db: noDatabase, staticDir });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(staticDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed. */
  body: Buffer;
}

/** One GET as a browser sends it, with the raw answer (Node's fetch would undo the compression). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

const lookupHeaders = { 'X-Tenant': 'dropcover', 'x-product': 'lookup' };

describe('the built app as npm start serves it', () => {
  it('sends a script brotli-compressed to a browser that accepts brotli, cached for a year as immutable', async () => {
    const answer = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('sends gzip to a browser without brotli, and the file as built to one that accepts neither', async () => {
    const gzip = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const answer = await get('/assets/index-gone999.js');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('<!doctype html>');
  });

  it('never sends a source map, though the build keeps them for error reporting', async () => {
    const answer = await get('/assets/index-abc123.js.map');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('"version"');
    expect((await get('/assets/index-abc123.js')).body.toString()).not.toContain(
      'sourceMappingURL',
    );
  });

  it('sends the page uncached, listing what a link straight to a wizard step needs', async () => {
    for (const path of ['/quote/vehicle-details', '/quote/vehicle-details/']) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      const html = answer.body.toString();
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/wizard-layout-abc.js">',
      );
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/vehicle-details-def.js">',
      );
      expect(html).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/vehicle-details-ghi.css">',
      );
      expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it("lists only the app's own scripts on a path with no page of its own", async () => {
    const html = (await get('/no-such-page')).body.toString();
    expect(html).toContain('<title>DropCover</title>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-xyz.js">');
    expect(html).not.toContain('vehicle-details');
  });

  it('caches files at the top of the build for an hour only (their names carry no hash)', async () => {
    const answer = await get('/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses a large API answer for a browser that accepts it, and leaves a small one as it is', async () => {
    const large = await get('/api/v1/ReferenceData/GetAllReferenceListData', {
      ...lookupHeaders,
      'Accept-Encoding': 'gzip',
    });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    const { referenceData } = JSON.parse(gunzipSync(large.body).toString()) as {
      referenceData: Record<string, unknown>;
    };
    expect(Object.keys(referenceData).length).toBeGreaterThan(3);
    expect(large.body.length).toBeLessThan(gunzipSync(large.body).length / 2);

    const small = await get('/api/v1/ReferenceData/GetTitlesList', {
      ...lookupHeaders,
      'Accept-Encoding': 'gzip',
    });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toBeInstanceOf(Array);
  });
});

describe('the page for a path customers land on, with its first screen from the build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dropcover-first-screen-'));
  const bootFrame = '<div class="boot-screen">Loading...</div>';
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  const sheets = {
    'index-a.css': 'body{margin:0}',
    'reviews-r.css': '.reviews{display:grid}',
    'vehicle-details-y.css': '.vehicle{color:#0b5f73}',
  };
  for (const [file, css] of Object.entries(sheets))
    writeFileSync(join(dir, 'assets', file), `${css}\n`);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <title>DropCover</title>\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index-a.css">\n  </head>\n' +
      `  <body>\n    <div id="root">${bootFrame}</div>\n  </body>\n</html>\n`,
  );
  writeFileSync(
    join(dir, '.vite', 'page-preloads.json'),
    JSON.stringify({
      '*': { scripts: ['/assets/app-x.js'], styles: [] },
      '/quote/vehicle-details': {
        scripts: ['/assets/app-x.js', '/assets/vehicle-details-y.js'],
        styles: ['/assets/vehicle-details-y.css'],
      },
      '/quote/about-you': {
        scripts: ['/assets/app-x.js', '/assets/about-you-z.js'],
        styles: ['/assets/about-you-z.css'],
      },
    }),
  );
  writeFileSync(
    join(dir, FIRST_SCREENS_FILE),
    JSON.stringify({
      '/quote/vehicle-details': {
        title: 'Vehicle details | DropCover',
        html: '<main id="main-content"><h1>Vehicle details</h1></main>',
        styles: ['/assets/index-a.css', '/assets/reviews-r.css', '/assets/vehicle-details-y.css'],
      },
    }),
  );
  const { pageFor, styleSources } = builtPages(dir);
  const styleElement = (page: string) => /<style[^>]*>([^<]*)<\/style>/.exec(page)?.[1];
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds the screen in #root, marked as one the app has not taken over, with the page title', () => {
    const page = pageFor('/quote/vehicle-details/');
    expect(page).toContain(
      `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}><main id="main-content"><h1>Vehicle details</h1></main></div>`,
    );
    expect(page).not.toContain(bootFrame);
    expect(page).toContain('<title>Vehicle details | DropCover</title>');
    expect(page).not.toContain('<title>DropCover</title>');
  });

  it("holds the screen's style sheets in its head, in the order they were linked, each once: nothing to fetch before it shows", () => {
    const page = pageFor('/quote/vehicle-details');
    expect(page).not.toContain('rel="preload" as="style"');
    // index.html's own sheet, then the page's, then the rest of the screen's.
    const order = ['index-a.css', 'vehicle-details-y.css', 'reviews-r.css'] as const;
    expect(styleElement(page)).toBe(order.map((file) => sheets[file]).join('\n'));
    // With their addresses, for the app to link them, disabled (src/app/first-screen.ts).
    expect(page).toContain(
      `<style ${INLINED_SHEETS_ATTRIBUTE}="${order.map((file) => `/assets/${file}`).join(' ')}">`,
    );
    // No link to a sheet at all: even one for no medium or disabled held the first paint on a phone.
    expect(page).not.toContain('<link rel="stylesheet"');
    expect(page.indexOf('<style ')).toBeLessThan(page.indexOf('</head>'));
    // The entry asks for the scripts once the screen has painted.
    expect(page).not.toContain('rel="modulepreload"');
  });

  it("gives the Content-Security-Policy the hash of that <style> element, unless the provider's policy allows inline styles", () => {
    const css = styleElement(pageFor('/quote/vehicle-details')) ?? '';
    expect(styleSources).toEqual([styleHashSource(css)]);
    expect(styleHashSource(css)).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(contentSecurityDirectives('SANDBOX', {}, styleSources)['style-src']).toEqual([
      "'self'",
      ...styleSources,
    ]);
    // A hash beside 'unsafe-inline' would switch it off, and the drop-in's own inline styles with it.
    expect(contentSecurityDirectives('BRAINTREE', {}, styleSources)['style-src']).not.toContain(
      styleSources[0],
    );
  });

  it('sends that policy with the page', async () => {
    const app = createSandboxApp({ db: noDatabase, staticDir: dir });
    const listening = await new Promise<Server>((resolve) => {
      const started = app.listen(0, '127.0.0.1', () => resolve(started));
    });
    try {
      const { port: pagePort } = listening.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${String(pagePort)}/quote/vehicle-details`);
      const page = await response.text();
      const styleSrc = response.headers
        .get('content-security-policy')
        ?.split(';')
        .find((directive) => directive.startsWith('style-src'));
      expect(styleSrc).toBe(`style-src 'self' ${styleHashSource(styleElement(page) ?? '')}`);
    } finally {
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    }
  });

  it('keeps the Loading... frame, and the style sheets and scripts fetched early, on a path without a first screen', () => {
    const page = pageFor('/quote/about-you');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/about-you-z.js">');
    expect(page).toContain(`<div id="root">${bootFrame}</div>`);
    expect(page).not.toContain(FIRST_SCREEN_ATTRIBUTE);
    expect(page).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/about-you-z.css">',
    );
    expect(page).toContain('<title>DropCover</title>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
    expect(page).not.toContain('<style');
  });

  it('refuses a page with nowhere to put the screen', () => {
    expect(() =>
      withFirstScreen('<html><head></head><body></body></html>', {
        title: 'Vehicle details',
        html: '<h1>Vehicle details</h1>',
        styles: [],
      }),
    ).toThrow(/#root/);
  });
});
