import { configure } from '@testing-library/dom';

// DOM tests wait for what the shopper would see (`findBy…`, `waitFor`). Testing Library gives up after 1 s, which a full
// run on two busy cores (coverage, every project at once) overran with lazily loaded checkout code: the text came, late.
// A longer wait does not slow a passing test; it only lets a slow machine finish what a fast one does.
configure({ asyncUtilTimeout: 5_000 });
