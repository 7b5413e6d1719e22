/**
 * Which optional extras the results page offers and which can be added (spec 2 §1, §9 Extras; spec 1 §3): the
 * brand's extras (machines/core/brand.ts), personal accident only behind its feature flag, public liability
 * only for the storefront's own ({product}) brand, no keycare on a thirty-day policy, and a courtesy car only
 * for a proposer aged 21 to 68 at the cover start. Never pre-selected: the customer adds each one.
 */
import type { AddOnCode, UnderwrittenOption } from '../core/contract';
import type { BrandRules } from '../core/brand';
import { ageAt, toKnownDate, type DateInput } from '../core/ages';
import { JOURNEY_TEXT } from '../core/text';
import { NOT_ON_THIRTY_DAY, type ExtraCode } from '../../shared/add-ons';

/** spec 2 §8, §9: the courtesy car's age band at the start of the period of insurance (the 21 to 68 variant). */
export const COURTESY_CAR_AGES = { min: 21, max: 68 } as const;

export interface ExtrasFacts {
  brand: Pick<BrandRules, 'extras' | 'isProductBrand' | 'featureFlags'>;
  option: UnderwrittenOption | null;
  proposerDateOfBirth: DateInput | null;
  coverStart: DateInput | null;
}

/** One extra the page shows: whether it can be added and, when not, the reason the customer reads. */
export interface ExtraOffer {
  code: ExtraCode;
  available: boolean;
  note: string | null;
}

function brandSells(code: ExtraCode, brand: ExtrasFacts['brand']): boolean {
  if (code === 'PERSONAL_ACCIDENT') return brand.featureFlags.personalAccident;
  if (code === 'PUBLIC_LIABILITY') return brand.isProductBrand;
  return true;
}

/** False only when both dates are known and the proposer is outside 21 to 68 at the cover start. */
export function courtesyCarAgeAllowed(
  dateOfBirth: DateInput | null,
  coverStart: DateInput | null,
): boolean {
  const birth = toKnownDate(dateOfBirth);
  const start = toKnownDate(coverStart);
  if (birth === null || start === null) return true;
  const age = ageAt(birth, start);
  return age >= COURTESY_CAR_AGES.min && age <= COURTESY_CAR_AGES.max;
}

export function extrasOffered(facts: ExtrasFacts): ExtraOffer[] {
  const thirtyDay = facts.option?.policyTermType === 'ThirtyDay';
  return facts.brand.extras
    .filter((code) => brandSells(code, facts.brand))
    .filter((code) => !(thirtyDay && NOT_ON_THIRTY_DAY.includes(code)))
    .map((code) =>
      code === 'COURTESY_CAR' && !courtesyCarAgeAllowed(facts.proposerDateOfBirth, facts.coverStart)
        ? { code, available: false, note: JOURNEY_TEXT.results.courtesyCarAge }
        : { code, available: true, note: null },
    );
}

/** The extras chosen with `code` added or removed, in the order they were added. */
export function withExtra(
  chosen: readonly AddOnCode[],
  code: AddOnCode,
  add: boolean,
): AddOnCode[] {
  const others = chosen.filter((each) => each !== code);
  return add ? [...others, code] : others;
}

/** The same extras, whatever their order. */
export const sameExtras = (a: readonly AddOnCode[], b: readonly AddOnCode[]): boolean =>
  a.length === b.length && a.every((code) => b.includes(code));
