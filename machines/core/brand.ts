/**
 * The settings of the brand this build sells under that change the journey's rules (spec 2 §1: wording and
 * some rules differ per brand). The storefront's identity (name, phone, partners) is in src/app/config/brand.ts,
 * which reads its journey key from here.
 */
export interface BrandRules {
  /** One of the journey keys of spec 2 §1. */
  journeyKey: string;
  /** The brand setting that opts under-18 proposers out of automatic renewal (spec 2 §4). */
  optsUnder18sOutOfRenewal: boolean;
}

export const BRAND_RULES: BrandRules = {
  journeyKey: 'dropcover_pc',
  optsUnder18sOutOfRenewal: false,
};
