/**
 * Writes the app's boot frame, saying Loading..., into index.html's #root: the page shows the brand bar and
 * the message as soon as its style sheet arrives, instead of a blank page until the app's scripts have run.
 * The markup is the one src/app/layout/boot-frame.tsx renders (src/app/layout/boot-frame.test.tsx checks it), so the
 * app replaces it without a visible change.
 */
import type { Plugin } from 'vite';
import { brand } from '../../src/app/config/brand';
import { JOURNEY_TEXT } from '../../machines/core/text';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** `<BootFrame><LoadingStatus /></BootFrame>` as static HTML. */
export function bootFrameHtml(
  storefrontName: string = brand.storefrontName,
  loading: string = JOURNEY_TEXT.layout.loading,
): string {
  return (
    `<div class="boot-screen"><p class="boot-screen__brand">${escapeHtml(storefrontName)}</p>` +
    '<main class="boot-screen__main"><div class="loading-status" role="status" aria-live="polite">' +
    `<span class="loading-status__spinner" aria-hidden="true"></span><span>${escapeHtml(loading)}</span>` +
    '</div></main></div>'
  );
}

export function bootFrame(): Plugin {
  return {
    name: 'boot-frame',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no empty ${root}`);
      return html.replace(root, `<div id="root">${bootFrameHtml()}</div>`);
    },
  };
}
