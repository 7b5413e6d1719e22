/**
 * What a customer must be told before they buy, and again once they have (issue #28): who the broker is and
 * who regulates it, the right to cancel for the product being bought, and where to complain and what protects
 * them. Loaded with the pages after the quote (./catalogue.ts).
 */
import { JOURNEY_TEXT } from '../core/text';

const footer = JOURNEY_TEXT.layout.footer;

export const regulatedText = {
  heading: 'Before you buy',
  afterPurchaseHeading: 'Your rights and who we are',
  documents: {
    heading: 'Documents to read before you buy',
    afterPurchaseHeading: 'Your product documents',
    ipid: (product: string) => `Insurance Product Information Document, ${product} (PDF)`,
    wording: (product: string) => `Policy wording, ${product} (PDF)`,
    annual: 'annual policy',
    thirtyDay: '30-day policy',
    /** Under Buy Now's agreement tick: the documents it acknowledges. */
    acknowledge: (product: string) =>
      `This includes the Insurance Product Information Document and the policy wording for the ${product}, listed under 'Documents to read before you buy'.`,
    statementOfFact: 'Your answers: statement of fact (PDF)',
    statementOfFactHint:
      'Every answer you gave, under the question you answered. Please check them before you buy.',
    statementOfFactFailed: 'Sorry, we could not create your statement of fact. Please try again.',
  },
  whoWeAre: {
    heading: 'Who we are',
    broker: (storefront: string, legalName: string, actsFor: 'customer' | 'insurer') =>
      actsFor === 'customer'
        ? `${storefront} is a trading name of ${legalName}, an insurance broker. We act for you when we arrange this insurance, not for the insurer.`
        : `${storefront} is a trading name of ${legalName}, an insurance broker. We act for the insurer when we arrange this insurance, not for you.`,
    regulated: (legalName: string, regulator: string, firmReference: string) =>
      `${legalName} is authorised and regulated by the ${regulator} (firm reference number ${firmReference}). You can check this on the Financial Services Register.`,
    insurer: (insurer: string) => `Your insurer is ${insurer}.`,
  },
  cancellation: {
    heading: 'Your right to cancel',
    /** An annual policy: the 14-day cooling-off period. */
    annual: [
      'You can cancel within 14 days of the day your cover starts or the day you receive your policy documents, whichever is later. This is your cooling-off period.',
      'If you cancel in that time, we refund the premium for the days you were not covered, unless you have made a claim. The arrangement fee is not refundable.',
      'After 14 days you can still cancel, and any refund follows the terms in your policy wording.',
    ],
    /** A 30-day policy: shorter than a month, so no statutory right to cancel. */
    thirtyDay: (phone: string) => [
      'This policy lasts 30 days. Because it is shorter than a month, the law gives no right to cancel it with a refund: there is no cooling-off period, and if you cancel, the premium is not refunded.',
      `It renews automatically every 30 days unless you stop it. Answer No to 'Would you like your policy to renew automatically?' before you buy, or call us on ${phone} at least 2 days before your cover ends.`,
    ],
  },
  /** The footer's own sentences, so that every page says them alike. */
  complaints: {
    heading: 'Complaints and protection',
    complain: footer.complain,
    ombudsman: footer.ombudsman,
    compensation: footer.compensation,
  },
} as const;
