import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'var/', 'coverage/', 'admin/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // The admin app runs in the browser; its single-file components are linted with Vue's rules.
  ...pluginVue.configs['flat/recommended'].map((config) => ({ ...config, files: ['admin/**/*.vue'] })),
  {
    files: ['admin/**/*.vue', 'admin/src/**/*.ts'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'], sourceType: 'module' },
    },
    rules: {
      // Formatting is left to the code's own consistency, as for the server code.
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      // Screens are named after their route (OverviewView, JobView): one word is fine for those.
      'vue/multi-word-component-names': 'off',
    },
  },
);
