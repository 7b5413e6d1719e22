/**
 * The whole catalogue, for the tests: the journey's texts (./text.ts) with what the pages after the quote say
 * (the results page, the credit panel and documents, the contact details, the outcome pages). A page imports
 * only the texts it shows, from their part (a lint fence, eslint.config.js), so it loads no other part's texts;
 * the journey and the first page import ./text.ts.
 */
import { JOURNEY_TEXT } from './text';
import { consentText, reviewsText, timeOutWarningText } from '../session/around-text';
import { contactText } from '../results/contact-text';
import { formText } from '../wizard/form-text';
import { creditText } from '../results/credit-text';
import { directDebitText } from '../payment/direct-debit-text';
import { entriesText } from '../entries/text';
import { outcomeText } from '../session/outcome-text';
import { paymentPagesText } from '../payment/page-text';
import { providerText } from '../payment/provider-text';
import { restartQuoteText } from '../results/restart-quote-text';
import { resultsPageText } from '../results/page-text';
import { durationText } from '../results/duration-text';
import { extrasText } from '../results/extras-text';
import { thankYouText } from '../payment/thank-you-text';
import { regulatedText } from '../results/regulated-text';
import { saveButtonText } from '../session/save-button-text';
import { saveQuoteText } from '../session/save-quote-text';

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
  durationPanel: durationText,
  extras: extrasText,
  consent: consentText,
  timeOutWarning: timeOutWarningText,
  reviews: reviewsText,
  regulated: regulatedText,
  saveQuote: { ...saveQuoteText, ...saveButtonText },
} as const;
