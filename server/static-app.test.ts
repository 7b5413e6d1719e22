/** How `npm start` sends the built app: precompressed immutable assets, page preloads and compressed answers. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { ASSET_CACHE_CONTROL, pagesFor, withFirstScreen } from './static-app';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREENS_FILE } from '../shared/first-screens';
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
  const pageFor = pagesFor(dir);
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

  it("loads the screen's style sheets before it shows, each once, and leaves the app's scripts until it has", () => {
    const page = pageFor('/quote/vehicle-details');
    const sheets = [...page.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
      (link) => link[1],
    );
    expect(sheets.sort()).toEqual([
      '/assets/index-a.css',
      '/assets/reviews-r.css',
      '/assets/vehicle-details-y.css',
    ]);
    expect(page).not.toContain('rel="preload" as="style"');
    // The entry asks for the scripts once the screen has painted.
    expect(page).not.toContain('rel="modulepreload"');
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
