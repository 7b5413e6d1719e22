/**
 * A lazy page's first import is compiled on demand in the component tests and can take over a second on a
 * busy two-core machine: Testing Library's queries wait up to five, as a browser test would.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
