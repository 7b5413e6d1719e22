export { default } from './results/results-page';
