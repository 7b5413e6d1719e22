/** /payment-summary: Direct Debit sign-up, chosen after Direct Debit is picked (spec 2 §2). */
export { default } from './payment/direct-debit/direct-debit-page';
