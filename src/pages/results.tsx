/**
 * The same component as /pcw-result: React keeps a page mounted across a route change only when both routes
 * render the same component, and the journey moves comparison-site visitors from here to /pcw-result.
 */
export { default } from './entries/pcw-result';
