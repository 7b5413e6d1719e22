/**
 * The sales-tracking image of spec 2 §7: one comparison site counts the customers it sends us, by a 1×1
 * image requested from its own tracking address when they land on their quote and when they have paid.
 */

/** The page the request reports, in the comparison site's own words. */
export type SalesTrackingPage = 'Landing Page' | 'Payment Confirmation Page';

export interface SalesTrackingConfig {
  /** The comparison site's sales-tracking address; the query below is added to it. */
  address: string;
  /** The id the comparison site knows this brand by. */
  brandId: string;
  /** The one `source` code tracked; visitors from other sites and direct customers send nothing. */
  source: string;
}

export interface SalesTrackingVisit {
  quoteRef: string;
  /** The comparison site the customer came from (the entry link's `source`), or null for a direct customer. */
  source: string | null;
  page: SalesTrackingPage;
}

/**
 * The query parameters the request carries, by spec 2 §7's names for them:
 * - `brandId`: the brand id the comparison site gave us;
 * - `quoteReference`: our quote reference;
 * - `customerActivity`: the source reference, the code the customer's link named the site by;
 * - `pageContext`: 'Landing Page' or 'Payment Confirmation Page'.
 */
export const SALES_TRACKING_PARAMETERS = {
  brandId: 'brandId',
  quoteReference: 'quoteReference',
  customerActivity: 'customerActivity',
  pageContext: 'pageContext',
} as const;

/** The image's address for this visit, or null when the customer did not come from the tracked site. */
export function salesTrackingUrl(
  config: SalesTrackingConfig,
  visit: SalesTrackingVisit,
): string | null {
  const quoteRef = visit.quoteRef.trim();
  if (visit.source === null || visit.source !== config.source || quoteRef === '') return null;
  const url = new URL(config.address);
  const names = SALES_TRACKING_PARAMETERS;
  // `set` keeps one value per name even if the configured address already carries one of them.
  url.searchParams.set(names.brandId, config.brandId);
  url.searchParams.set(names.quoteReference, quoteRef);
  url.searchParams.set(names.customerActivity, visit.source);
  url.searchParams.set(names.pageContext, visit.page);
  return url.toString();
}
