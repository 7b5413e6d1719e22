/**
 * A lazy page's first import is compiled on demand in the component tests and can take over a second on a
 * busy two-core machine: Testing Library's queries wait up to ten, as a browser test does.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
