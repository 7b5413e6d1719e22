import { brand } from '../app/config/brand';

/** The browser tab's title for a page: the page's heading, then the storefront. */
export function pageTitle(heading: string): string {
  return `${heading} | ${brand.storefrontName}`;
}
