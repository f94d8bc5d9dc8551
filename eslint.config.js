import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Lint keeps the import zones of docs/architecture.md: src-shared <- src-desktop | src-mobile <- src;
 * server <- src-shared (contract, rules, utils only); desktop and mobile never import each other;
 * src-shared has no UI kit. Built on core `no-restricted-imports` (import-x's resolver needs
 * native bindings our registry does not serve).
 */
const zone = (patterns, message, ...more) => ['error', { patterns: [{ group: patterns, message }, ...more] }];
const uiKits = ['antd', 'antd/*', 'antd-mobile', 'antd-mobile/*'];
const desktopZone = [['**/src-mobile/**', '**/src/**', '**/server/**', '\\#server/**', 'antd-mobile', 'antd-mobile/*'], 'The desktop build never imports the mobile build, the entries or the server.'];
const mobileZone = [['**/src-desktop/**', '**/src/**', '**/server/**', '\\#server/**', 'antd', 'antd/*'], 'The mobile build never imports the desktop build, the entries or the server.'];
const sharedZone = [['**/src/**', '**/src-desktop/**', '**/src-mobile/**', '**/server/**', '\\#server/**', ...uiKits], 'src-shared is the bottom layer and has no UI kit.'];
/** Code on every first load (shells, home pages, client, session, routing) calls commands through contract/refs, keeping zod off the first load. */
const firstLoad = {
  group: ['**/contract/*', '!**/contract/refs', '!**/contract/errors', '!**/contract/command', '!**/contract/command-ref', '!**/contract/authority-rule'],
  allowTypeImports: true,
  message: 'First-load code imports commands from contract/refs/<module> (zod-free); the contract module only for types.',
};
const firstLoadFiles = {
  desktop: ['src-desktop/app/**', 'src-desktop/components/**', 'src-desktop/features/home/**'],
  mobile: ['src-mobile/app/**', 'src-mobile/components/**', 'src-mobile/features/home/**'],
  shared: ['src-shared/api/**', 'src-shared/auth/**', 'src-shared/routing/**', 'src-shared/i18n/**'],
};

/**
 * Server domains import each other only along these edges: every domain may use the shared
 * providers (sessions and passwords, members, messages, files, the org's scope); the rest is listed
 * per domain. Composers (operator's console queues, excel-import's registry) name what they compose.
 * The review-queue kernel and jobs live at server/domains/ and are not a domain.
 */
const domainProviders = ['auth', 'account', 'message', 'file', 'org'];
const domainEdges = {
  activity: ['wechat'],
  audit: ['sso'],
  certification: ['enterprise'],
  employee: ['coding-rule', 'excel-import', 'extended-field'],
  equipment: ['coding-rule', 'employee', 'excel-import', 'extended-field'],
  'excel-import': ['employee', 'equipment', 'extended-field'],
  'extended-field': ['dictionary'],
  finance: ['enterprise'],
  insight: ['equipment'],
  account: ['wechat'],
  operator: ['certification', 'enterprise', 'factory', 'finance', 'fund', 'system'],
};
const serverZone = [
  ['**/src/**', '**/src-desktop/**', '**/src-mobile/**', ...['api', 'auth', 'i18n', 'stores', 'routing', 'hooks'].flatMap((dir) => [`**/src-shared/${dir}/**`, `\\#shared/${dir}/**`]), ...uiKits],
  'The server imports only src-shared/contract, rules and utils.',
];
const serverDomains = readdirSync(new URL('./server/domains', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const domainZone = (domain) => {
  const allowed = [domain, ...domainProviders, ...(domainEdges[domain] ?? [])];
  return {
    regex: `^\\.\\./(?!(?:${allowed.join('|')})/)[a-z-]+/`,
    message: `server/domains/${domain} may import another domain only along the edges listed in eslint.config.js (domainProviders, domainEdges).`,
  };
};
/** Client features import each other only through these modules (a feature's public pieces). */
const featureShared = [
  'org/useOrgAccess',
  'org/department-options',
  'org/run-action',
  'account/CaptchaField',
  'account/useImageCaptcha',
  'account/AuthShell',
  'account/ErrorBlock',
  'sso/ConsentView',
  'device/device.css',
];
const featureZone = {
  regex: `^\\.\\./(?!(?:${featureShared.join('|')})$)[\\w-]+/`,
  message: "A feature imports another feature only through the modules listed in eslint.config.js (featureShared); shared pieces go to the build's components/.",
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    files: ['src-shared/**'],
    rules: { 'no-restricted-imports': zone(...sharedZone) },
  },
  { files: firstLoadFiles.shared, rules: { 'no-restricted-imports': zone(...sharedZone, firstLoad) } },
  {
    files: ['src-desktop/**'],
    rules: { 'no-restricted-imports': zone(...desktopZone) },
  },
  { files: ['src-desktop/features/**'], rules: { 'no-restricted-imports': zone(...desktopZone, featureZone) } },
  { files: firstLoadFiles.desktop, rules: { 'no-restricted-imports': zone(...desktopZone, firstLoad) } },
  { files: ['src-desktop/features/home/**'], rules: { 'no-restricted-imports': zone(...desktopZone, firstLoad, featureZone) } },
  {
    files: ['src-mobile/**'],
    rules: { 'no-restricted-imports': zone(...mobileZone) },
  },
  { files: ['src-mobile/features/**'], rules: { 'no-restricted-imports': zone(...mobileZone, featureZone) } },
  { files: firstLoadFiles.mobile, rules: { 'no-restricted-imports': zone(...mobileZone, firstLoad) } },
  { files: ['src-mobile/features/home/**'], rules: { 'no-restricted-imports': zone(...mobileZone, firstLoad, featureZone) } },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': zone(...serverZone) },
  },
  ...serverDomains.map((domain) => ({ files: [`server/domains/${domain}/**`], rules: { 'no-restricted-imports': zone(...serverZone, domainZone(domain)) } })),
);
