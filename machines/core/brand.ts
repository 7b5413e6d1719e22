/**
 * The settings of the brand this build sells under that change the journey's rules (spec 2 §1: wording and
 * some rules differ per brand). The storefront's identity (name, phone, partners) is in src/app/config/brand.ts,
 * which reads its journey key from here. How to change them: docs/configuration.md.
 */
import type { ExtraCode } from '../../shared/add-ons';

/** Switches of features the spec makes depend on a flag (spec 2 §1: personal accident). */
export interface FeatureFlags {
  /** The personal accident extra is offered (spec 2 §1). */
  personalAccident: boolean;
}

export interface BrandRules {
  /** One of the journey keys of spec 2 §1. */
  journeyKey: string;
  /** The brand setting that opts under-18 proposers out of automatic renewal (spec 2 §4). */
  optsUnder18sOutOfRenewal: boolean;
  /**
   * The optional extras the brand sells, in the order the results page shows them (spec 2 §1). Public
   * liability is shown for the storefront's own ({product}) brand only, personal accident behind its flag
   * (machines/results/extras.ts).
   */
  extras: readonly ExtraCode[];
  /** Whether this brand is the storefront's own ({product}) brand: its journey key is `{product}_pc`. */
  isProductBrand: boolean;
  featureFlags: FeatureFlags;
}

export const BRAND_RULES: BrandRules = {
  journeyKey: 'dropcover_pc',
  optsUnder18sOutOfRenewal: false,
  // A private-car brand: no guaranteed taxi hire, which the taxi brands sell.
  extras: [
    'LEGAL_EXPENSES',
    'WINDSCREEN',
    'KEYCARE',
    'COURTESY_CAR',
    'PERSONAL_ACCIDENT',
    'PUBLIC_LIABILITY',
  ],
  isProductBrand: true,
  featureFlags: { personalAccident: true },
};
