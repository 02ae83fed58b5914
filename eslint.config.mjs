import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', '.next-sources/**', 'dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**', 'next-env.d.ts'],
  },
  {
    // Leaving fields out by destructuring (`const { secret, ...rest } = row`) is how a copy drops them.
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }] },
  },
  {
    // The API never imports the web, and the web never imports the API (architecture.md).
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/pages/*', '@/components/*', '@/contexts/*', '@/services/*', '@/hooks/*'] }],
    },
  },
  {
    files: ['src/pages/**/*.tsx', 'src/components/**/*.tsx', 'src/contexts/**/*.tsx', 'src/services/**/*.ts', 'src/hooks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/server/*', '**/server/*'] }],
    },
  },
];

export default config;
