/** The services the session invokes: the reference lists every step's choices come from, and Save my quote. */
import type { ReferenceData } from '../core/reference-data';
import type { SavedQuote, SaveQuoteRequest } from '../core/contract';
import { call, declareServices, typed } from '../core/service-stub';

export const sessionServices = declareServices({
  /** The first load takes the lists the page asked for as it loaded (src/app/main.tsx). */
  loadReferenceData: call({
    operationId: 'getAllReferenceListData',
    loadedOnUse: false,
    output: typed<ReferenceData>(),
  }),
  /** SaveQuoteForLater: the answers so far saved on the server, and the link to them emailed (issue #29). */
  saveQuoteForLater: call({
    operationId: 'saveQuoteForLater',
    loadedOnUse: true,
    input: typed<SaveQuoteRequest>(),
    output: typed<SavedQuote>(),
  }),
});
