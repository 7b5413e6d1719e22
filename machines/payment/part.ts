/** The payment part's own setup: the shared core with the payment actions and guards. */
import { core } from '../core/setup';
import { paymentActions, paymentGuards } from './actions';

export const paymentPart = core.extend({ actions: paymentActions, guards: paymentGuards });
