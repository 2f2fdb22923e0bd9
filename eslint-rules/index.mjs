// @ts-check
import importBoundaries from './import-boundaries.mjs';
import noEffectDataLoading from './no-effect-data-loading.mjs';
import noErrorMessageMatching from './no-error-message-matching.mjs';

/** The project's own rules: ARCHITECTURE.md's and STYLE.md's decisions, checked by the machine. */
const plugin = {
  meta: { name: 'eslint-plugin-lectern' },
  rules: {
    'import-boundaries': importBoundaries,
    'no-effect-data-loading': noEffectDataLoading,
    'no-error-message-matching': noErrorMessageMatching,
  },
};

export default plugin;
