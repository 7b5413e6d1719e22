import { BRAND_RULES } from '../../../machines/core/brand';
import type { SalesTrackingConfig } from '../../../machines/entries';

/** The storefront this build serves (spec 1 §1 and §6): one place for its identity. */
export interface AggregatorPartner {
  /** The aggregator's code as it arrives in the entry link. */
  code: string;
  name: string;
  logo: string;
}

export interface Brand {
  storefrontName: string;
  /** Sent as X-Tenant on every call; x-product is `${tenantId}_PC` on quote and payment calls. */
  tenantId: string;
  productHeader: string;
  journeyKey: string;
  supportPhone: string;
  analyticsItemCategory: string;
  aggregatorPartners: readonly AggregatorPartner[];
  /** The brand's quote journey for vans and other vehicles this product does not cover ('Transfer Me'). */
  otherVehicleQuoteUrl: string;
  /** The external customer portal where a policyholder registers or logs in after buying (spec 2 §1, §2). */
  customerPortalUrl: string;
  /** The one comparison site that counts our sales with a tracking image (spec 2 §7). */
  salesTracking: SalesTrackingConfig;
  /** The broker behind the storefront, as the information before Buy Now names it (issue #28). */
  broker: Broker;
}

export interface Broker {
  legalName: string;
  /** Whom the broker acts for when it arranges the insurance. */
  actsFor: 'customer' | 'insurer';
  regulator: string;
  firmReferenceNumber: string;
}

const tenantId = 'DROPCOVER';

export const brand: Brand = {
  storefrontName: 'DropCover',
  tenantId,
  productHeader: `${tenantId}_PC`,
  journeyKey: BRAND_RULES.journeyKey,
  supportPhone: '0808 157 0192',
  analyticsItemCategory: 'Carriage of goods for hire & reward',
  aggregatorPartners: [
    { code: 'CTM', name: 'Compare the Market', logo: '/partners/compare-the-market.svg' },
    { code: 'GOCO', name: 'GoCompare', logo: '/partners/gocompare.svg' },
    { code: 'MSM', name: 'MoneySuperMarket', logo: '/partners/moneysupermarket.svg' },
    { code: 'CONF', name: 'Confused.com', logo: '/partners/confused.svg' },
  ],
  // Each environment sets its own with VITE_TRANSFER_URL.
  otherVehicleQuoteUrl: 'https://www.dropcover.example/van-insurance/quote',
  customerPortalUrl: 'https://myaccount.dropcover.example/',
  salesTracking: {
    address: 'https://sales-tracking.confused.example/track',
    brandId: 'DROPCOVER',
    source: 'CONF',
  },
  // A sample firm: a real storefront sets its own legal name and Financial Services Register entry.
  broker: {
    legalName: 'DropCover Broking Ltd (sample firm)',
    actsFor: 'customer',
    regulator: 'Financial Conduct Authority',
    firmReferenceNumber: '000000 (sample)',
  },
};
