/**
 * The statement of fact's own words (issue #28): its title and the lines that frame the customer's answers. The
 * questions themselves are the wizard's, as the steps show them; `STATEMENT_WORDING_VERSION` names that
 * wording, and ./statement-of-fact.test.ts fails when a question's words change without a new version.
 */
export const STATEMENT_WORDING_VERSION = '2026-11-29';

export const statementText = {
  title: 'Statement of fact',
  /** The line under the title: which quote, and the wording the questions had. */
  about: (quoteRef: string, version: string) =>
    `Quote reference ${quoteRef}. The questions are worded as our quote pages showed them (wording version ${version}).`,
  check:
    'Please check every answer. If anything is wrong or missing, call us straight away: a wrong answer could invalidate your cover or mean a claim is not paid.',
  driverHeading: (name: string) => `Additional driver: ${name}`,
  vehicleFound: 'Vehicle',
  modification: (type: string, value: string) => `${type}, worth ${value}`,
  address: 'Address',
  /** An answer the customer gave as a list: each item on a line of its own. */
  noneListed: 'None',
  /** A Yes / No question's answer, as its radios read (src/ui/radio-group.tsx). */
  yes: 'Yes',
  no: 'No',
  fileName: (quoteRef: string) => `statement-of-fact-${quoteRef}.pdf`,
} as const;
