import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Lint keeps the import zones of ARCHITECTURE.md: src-shared <- src-desktop | src-mobile <- src;
 * server <- src-shared (contract, rules, utils only); desktop and mobile never import each other;
 * src-shared has no UI kit. Built on core `no-restricted-imports` (import-x's resolver needs
 * native bindings our registry does not serve).
 */
const zone = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];
const uiKits = ['antd', 'antd/*', 'antd-mobile', 'antd-mobile/*'];

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
    rules: { 'no-restricted-imports': zone(['**/src/**', '**/src-desktop/**', '**/src-mobile/**', '**/server/**', ...uiKits], 'src-shared is the bottom layer and has no UI kit.') },
  },
  {
    files: ['src-desktop/**'],
    rules: { 'no-restricted-imports': zone(['**/src-mobile/**', '**/src/**', '**/server/**', 'antd-mobile', 'antd-mobile/*'], 'The desktop build never imports the mobile build, the entries or the server.') },
  },
  {
    files: ['src-mobile/**'],
    rules: { 'no-restricted-imports': zone(['**/src-desktop/**', '**/src/**', '**/server/**', 'antd', 'antd/*'], 'The mobile build never imports the desktop build, the entries or the server.') },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': zone(
        ['**/src/**', '**/src-desktop/**', '**/src-mobile/**', '**/src-shared/api/**', '**/src-shared/auth/**', '**/src-shared/i18n/**', '**/src-shared/stores/**', '**/src-shared/routing/**', ...uiKits],
        'The server imports only src-shared/contract, rules and utils.',
      ),
    },
  },
);
