/**
 * The whole catalogue: the journey's texts (./index.ts) with what the pages after the quote say (the results
 * page, the credit panel and documents, the contact details, the outcome pages). Those pages and their tests
 * import this; the journey and the first page import ./index.ts, so these texts load with the pages that show
 * them.
 */
import { TEXT as JOURNEY_TEXT } from '.';
import { consentText, reviewsText, timeOutWarningText } from './around';
import { contactText } from './contact';
import { formText } from './forms';
import { creditText } from './credit';
import { directDebitText } from './direct-debit';
import { entriesText } from './entries';
import { outcomeText } from './outcomes';
import { paymentPagesText } from './payment-pages';
import { providerText } from './payment-providers';
import { restartQuoteText } from './restart-quote';
import { resultsPageText } from './results-page';
import { thankYouText } from './thank-you';

export const TEXT = {
  ...JOURNEY_TEXT,
  forms: formText,
  results: { ...JOURNEY_TEXT.results, ...resultsPageText },
  credit: creditText,
  contact: contactText,
  outcomes: outcomeText,
  providers: providerText,
  paymentPages: paymentPagesText,
  thankYou: thankYouText,
  directDebit: directDebitText,
  entries: entriesText,
  restartQuote: restartQuoteText,
  consent: consentText,
  timeOutWarning: timeOutWarningText,
  reviews: reviewsText,
} as const;
