// One-way layers: domain and contract import nothing of ours; i18n only the
// domain (its exact money helpers, for formatting); the server may use
// domain, contract and i18n; the web may use contract, i18n and domain (pure) but never the server.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Reaching into another workspace's folders by path bypasses the layer rules below.
const noReachingIntoPackages = {
  group: ['**/packages/*/src/**', '**/apps/web/**', '**/apps/server/**'],
  message: 'Import another workspace by its package name (@meridian/...), never by path.',
};

// The HTTP layer: what sits below it may not import it (services never take a request).
const noHttpLayer = {
  group: ['**/plugins/*', '**/routes/**'],
  message: 'Below the HTTP layer: never import plugins/ or routes/ (pass what you need in).',
};

// The use cases: realtime, feeds and db are below them and get what they need passed in.
const noUseCases = {
  group: ['**/services/**'],
  message: 'realtime/, feeds/ and db/ are below the use cases: never import services/.',
};

// Web building blocks (lib/, components/ui) serve every feature and know none of them.
const noFeatures = {
  group: ['@/features/**', '**/features/**'],
  message:
    'lib/ and components/ui are shared: never import a feature (pass data or render props in).',
};

function onlyAllow(allowed, extraPatterns = []) {
  const forbidden = [
    '@meridian/domain',
    '@meridian/contract',
    '@meridian/i18n',
    '@meridian/server',
    '@meridian/web',
  ].filter((name) => !allowed.includes(name));
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: forbidden.map((name) => ({ name, message: 'This layer may not depend on ' + name })),
        patterns: extraPatterns,
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      ...onlyAllow(
        [],
        [
          {
            group: ['node:*', 'fs', 'path', 'crypto', 'zod', 'drizzle-orm*', 'fastify*'],
            message: 'The domain is pure: no I/O, no clock, no randomness, no frameworks.',
          },
        ],
      ),
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'Pass time in (epoch milliseconds).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now' },
        {
          object: 'Math',
          property: 'random',
          message: 'No randomness in the domain: take a seeded Prng.',
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: onlyAllow(
      [],
      [
        {
          group: ['node:*', 'drizzle-orm*', 'fastify*'],
          message: 'The contract imports zod only.',
        },
      ],
    ),
  },
  { files: ['packages/i18n/src/**/*.ts'], rules: onlyAllow(['@meridian/domain']) },
  {
    files: ['apps/server/**/*.ts'],
    rules: onlyAllow(
      ['@meridian/domain', '@meridian/contract', '@meridian/i18n'],
      [noReachingIntoPackages],
    ),
  },
  // Server layers (docs/ARCHITECTURE.md): routes and plugins are the HTTP edge; use cases
  // (services), engines, jobs, realtime, feeds and db never reach back into it, and realtime,
  // feeds and db are below the use cases.
  {
    files: [
      'apps/server/src/services/**/*.ts',
      'apps/server/src/engines/**/*.ts',
      'apps/server/src/jobs/**/*.ts',
    ],
    rules: onlyAllow(
      ['@meridian/domain', '@meridian/contract', '@meridian/i18n'],
      [noReachingIntoPackages, noHttpLayer],
    ),
  },
  {
    files: [
      'apps/server/src/realtime/**/*.ts',
      'apps/server/src/feeds/**/*.ts',
      'apps/server/src/db/**/*.ts',
    ],
    rules: onlyAllow(
      ['@meridian/domain', '@meridian/contract', '@meridian/i18n'],
      [noReachingIntoPackages, noHttpLayer, noUseCases],
    ),
  },
  {
    files: ['apps/server/src/routes/**/*.ts'],
    rules: onlyAllow(
      ['@meridian/domain', '@meridian/contract', '@meridian/i18n'],
      [
        noReachingIntoPackages,
        {
          group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema*'],
          message: 'Routes are thin: SQL belongs in services.',
        },
      ],
    ),
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: onlyAllow(
      ['@meridian/domain', '@meridian/contract', '@meridian/i18n'],
      [noReachingIntoPackages],
    ),
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/ui/**/*.{ts,tsx}'],
    rules: onlyAllow(
      ['@meridian/domain', '@meridian/contract', '@meridian/i18n'],
      [noReachingIntoPackages, noFeatures],
    ),
  },
  // Web features (apps/web/src/features/<area>/) never import one another: shared code lives in
  // @/components and @/lib, and the app (routes, shells) composes the features. Inside a feature,
  // import relatively; `@/features/...` and relative paths that climb into a sibling feature fail.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: {
      web: {
        rules: {
          'no-cross-feature-imports': {
            meta: {
              type: 'problem',
              schema: [],
              messages: {
                crossFeature:
                  'The "{{from}}" feature may not import the "{{to}}" feature. Move shared code to @/components or @/lib.',
              },
            },
            create(context) {
              const file = context.filename.replaceAll('\\', '/');
              const at = file.lastIndexOf('/apps/web/src/features/');
              if (at < 0) return {};
              const featuresDir = `${file.slice(0, at)}/apps/web/src/features/`;
              const from = file.slice(featuresDir.length).split('/')[0];
              function check(node) {
                const source = node.source?.value;
                if (typeof source !== 'string' || !source.startsWith('.')) return;
                const target = decodeURI(new URL(source, `file://${file}`).pathname);
                if (!target.startsWith(featuresDir)) return;
                const to = target.slice(featuresDir.length).split('/')[0];
                if (to && to !== from) {
                  context.report({
                    node: node.source,
                    messageId: 'crossFeature',
                    data: { from, to },
                  });
                }
              }
              return {
                ImportDeclaration: check,
                ExportNamedDeclaration: check,
                ExportAllDeclaration: check,
                ImportExpression: check,
              };
            },
          },
        },
      },
    },
    rules: {
      'web/no-cross-feature-imports': 'error',
      ...onlyAllow(
        ['@meridian/domain', '@meridian/contract', '@meridian/i18n'],
        [
          noReachingIntoPackages,
          {
            group: ['@/features/**', '**/features/*/**'],
            message:
              'A feature may not import another feature (inside a feature, import relatively). Move shared code to @/components or @/lib.',
          },
        ],
      ),
    },
  },
);
