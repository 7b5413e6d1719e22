/**
 * Which optional extras the results page offers and which can be added (spec 2 §1, §9 Extras; spec 1 §3): the
 * brand's extras (machines/core/brand.ts), personal accident only behind its feature flag, public liability
 * only for the storefront's own ({product}) brand, no keycare on a thirty-day policy, and a courtesy car only
 * for a proposer aged 21 to 68 at the cover start. Never pre-selected: the customer adds each one.
 */
import type { AddOnCode, UnderwrittenOption } from '../core/contract';
import type { BrandRules } from '../core/brand';
import { toKnownDate, type DateInput } from '../core/ages';
import { JOURNEY_TEXT } from '../core/text';
import { addOnAllowed, type AddOnFacts, type ExtraCode } from '../../shared/add-ons';

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

/** What decides which add-ons the option shown can carry (shared/add-ons.ts). */
const addOnFactsOf = (facts: ExtrasFacts): AddOnFacts => ({
  thirtyDay: facts.option?.policyTermType === 'ThirtyDay',
  dateOfBirth: toKnownDate(facts.proposerDateOfBirth),
  coverStart: toKnownDate(facts.coverStart),
});

/**
 * The extras the page shows: a thirty-day policy's excluded extras are not shown at all; a courtesy car the
 * proposer's age rules out is shown with the reason, and cannot be added.
 */
export function extrasOffered(facts: ExtrasFacts): ExtraOffer[] {
  const policy = addOnFactsOf(facts);
  const termAllows = (code: ExtraCode) => addOnAllowed(code, { ...policy, dateOfBirth: null });
  return facts.brand.extras
    .filter((code) => brandSells(code, facts.brand))
    .filter(termAllows)
    .map((code) =>
      addOnAllowed(code, policy)
        ? { code, available: true, note: null }
        : { code, available: false, note: JOURNEY_TEXT.results.courtesyCarAge },
    );
}

/** The extras chosen that the policy shown can still carry: one a changed answer rules out is dropped. */
export function extrasStillOffered(chosen: readonly AddOnCode[], facts: ExtrasFacts): AddOnCode[] {
  const policy = addOnFactsOf(facts);
  return chosen.filter((code) => addOnAllowed(code, policy));
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
