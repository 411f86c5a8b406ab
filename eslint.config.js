import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';

const NUMBER_RULE =
  'Numbers a person types are read by src/lib/numbers.ts (numberField, entryNumber, NumberField, readNumber), in the language they were typed in. Text that is not typed input (a path index, a URL parameter) says so in an eslint-disable comment.';

export default defineConfig([
  globalIgnores(['dist', 'test-results', 'playwright-report', 'node_modules', 'bench-results']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // One number rule (src/lib/numbers.ts): what a person types is never read with Number(),
    // parseFloat or a native number input, which know one convention only (1.200 -> 1.2).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/numbers.ts', 'src/domain/**', 'src/api/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='Number']", message: NUMBER_RULE },
        { selector: "CallExpression[callee.name=/^(parseFloat|parseInt)$/]", message: NUMBER_RULE },
        { selector: "CallExpression[callee.object.name='Number'][callee.property.name=/^(parseFloat|parseInt)$/]", message: NUMBER_RULE },
        { selector: "MemberExpression[property.name='valueAsNumber']", message: NUMBER_RULE },
        { selector: "JSXAttribute[name.name='type'][value.value='number']", message: NUMBER_RULE },
      ],
    },
  },
  {
    files: ['sandbox/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
]);
