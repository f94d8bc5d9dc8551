/**
 * The e2e server's development settings, shared by playwright.config.ts and the specs.
 * SMS resends are allowed after this many seconds instead of 60 (server/domains/account/limits.ts),
 * so journeys that need a second code to one number do not wait a minute.
 */
export const E2E_SMS_RESEND_SECONDS = 6;
