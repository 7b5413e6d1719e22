/** A customer arriving from a price comparison site sees the same quote page as one who asked here. */
export { default } from './results';
