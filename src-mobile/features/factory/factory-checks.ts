import { lazyChecks } from '../../components/form-kit-checks';

/** The factory forms' schemas (zod, through the contract and the rules), loaded on a form's first focus with the rule texts. */
export const factoryChecks = lazyChecks(() => import('./factory-schemas'));
