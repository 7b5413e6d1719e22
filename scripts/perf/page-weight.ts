/**
 * What a page costs a phone on mobile data: every script and style sheet Chromium fetches to show it, each
 * compressed as the server sends it (gzip -9 and brotli 11 of the file's bytes).
 */
import type { Page } from '@playwright/test';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AssetKind = 'script' | 'stylesheet';

export interface LoadedAsset {
  /** The path the browser fetched, e.g. /assets/index-abc123.js. */
  path: string;
  kind: AssetKind;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface PageWeight {
  assets: LoadedAsset[];
  script: Totals;
  stylesheet: Totals;
}

export interface Totals {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export const gzipSize = (content: Buffer): number => gzipSync(content, { level: 9 }).length;
export const brotliSize = (content: Buffer): number =>
  brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;

function totals(assets: LoadedAsset[]): Totals {
  return {
    files: assets.length,
    bytes: sum(assets.map((asset) => asset.bytes)),
    gzipBytes: sum(assets.map((asset) => asset.gzipBytes)),
    brotliBytes: sum(assets.map((asset) => asset.brotliBytes)),
  };
}

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Opens `url` in `page` and lists what it fetched of the app's own scripts and style sheets once `shown`
 * resolves and the network has been quiet: the page as the customer first sees it, with what it preloads.
 */
export async function weighPage(
  page: Page,
  url: string,
  shown: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const origin = new URL(url).origin;
  const fetched = new Map<string, Promise<LoadedAsset | null>>();
  page.on('response', (response) => {
    const request = response.request();
    const kind = request.resourceType();
    const requested = new URL(request.url());
    if (requested.origin !== origin || (kind !== 'script' && kind !== 'stylesheet')) return;
    if (fetched.has(requested.pathname)) return;
    const assetKind: AssetKind = kind;
    fetched.set(
      requested.pathname,
      response
        .body()
        .then((body) => ({
          path: requested.pathname,
          kind: assetKind,
          bytes: body.length,
          gzipBytes: gzipSize(body),
          brotliBytes: brotliSize(body),
        }))
        .catch(() => null),
    );
  });
  await page.goto(url);
  await shown(page);
  await page.waitForLoadState('networkidle');
  const assets = (await Promise.all(fetched.values())).filter(
    (asset): asset is LoadedAsset => asset !== null,
  );
  assets.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzipBytes - a.gzipBytes);
  return {
    assets,
    script: totals(assets.filter((asset) => asset.kind === 'script')),
    stylesheet: totals(assets.filter((asset) => asset.kind === 'stylesheet')),
  };
}
