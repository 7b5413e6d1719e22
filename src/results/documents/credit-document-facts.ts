/** What the credit documents are written from: the journey gathers them (machines/results/credit-documents.ts). */
export type { CreditDocumentFacts } from '../../../machines/results';
