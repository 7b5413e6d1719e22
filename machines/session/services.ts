/** The service the session invokes: the reference lists every step's choices come from. */
import type { ReferenceData } from '../core/reference-data';
import { call, declareServices, typed } from '../core/service-stub';

export const sessionServices = declareServices({
  /** The first load takes the lists the page asked for as it loaded (src/app/main.tsx). */
  loadReferenceData: call({
    operationId: 'getAllReferenceListData',
    loadedOnUse: false,
    output: typed<ReferenceData>(),
  }),
});
