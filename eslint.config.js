import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Lint keeps the import zones of ARCHITECTURE.md: src-shared <- src-desktop | src-mobile <- src;
 * server <- src-shared (contract, rules, utils only); desktop and mobile never import each other;
 * src-shared has no UI kit.
 */
const zones = [
  { target: './src-shared', from: ['./src', './src-desktop', './src-mobile', './server'], message: 'src-shared is the bottom layer.' },
  { target: './src-desktop', from: ['./src-mobile', './src', './server'], message: 'The desktop build never imports the mobile build, the entries or the server.' },
  { target: './src-mobile', from: ['./src-desktop', './src', './server'], message: 'The mobile build never imports the desktop build, the entries or the server.' },
  {
    target: './server',
    from: ['./src', './src-desktop', './src-mobile', './src-shared/api', './src-shared/auth', './src-shared/i18n', './src-shared/stores', './src-shared/routing'],
    message: 'The server imports only src-shared/contract, rules and utils.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src-shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['antd', 'antd/*', 'antd-mobile', 'antd-mobile/*'], message: 'src-shared has no UI kit.' }] }],
    },
  },
);
