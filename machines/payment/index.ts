/**
 * What the payment part offers the other parts and their views; they import it from here and nothing else of
 * the payment folder (a lint fence, eslint.config.js). The journey (machines/journey.ts) composes its chart.
 */
export { adapterFor } from './rules';
export { thankYouText } from './thank-you-text';
