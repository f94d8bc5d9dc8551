import { lazyChecks } from '../../components/form-kit-checks';

/**
 * The login form's field checks (login-rules.ts, which brings zod) for the forms that reuse them
 * (the mobile + SMS code pair, unbinding by mobile, linking a third-party sign-in), loaded on the
 * form's first focus. Their messages are first-paint texts (scripts/texts-split.mjs CORE).
 */
export const loginChecks = lazyChecks(() => import('./login-rules'), { coreTexts: true });
