// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * The layers, as lint fences (docs/decisions/0009-parts-as-mirrored-folders.md): the journey (machines/) knows
 * no React, no app and no sandbox; the app (src/) knows no sandbox and no build tooling; the transport
 * (src/api) knows no journey; the sandbox (server/) knows neither the app nor the journey. What two sides both
 * need lives in shared/ (and the contract's generated types in openapi/generated/), which imports none of them.
 * Product code never imports the QA tooling (machines/paths, machines/testing, src/testing).
 */
const TOOLING = ['./machines/paths', './machines/testing', './src/testing'];
/** Product code: what ships, tests, fixtures and tooling aside (tests may drive the sandbox and the build). */
const PRODUCT = {
  machines: ['./machines/!(paths|testing)/**/!(*.test|*.fixture).ts', './machines/!(*.test).ts'],
  src: ['./src/!(testing)/**/!(*.test|*.fixture).{ts,tsx}', './src/*.{ts,tsx}'],
};
const LAYER_FENCES = [
  {
    target: './machines',
    from: ['./src', './server', './scripts'],
    message:
      'machines/ is the journey without React: it may not import the app, the sandbox or the build.',
  },
  {
    target: PRODUCT.src,
    from: ['./server', './scripts'],
    message:
      'The app may not import the sandbox or the build tooling: put what both need in shared/.',
  },
  {
    target: './src/api',
    from: ['./machines'],
    message:
      'The transport knows no journey: an API error carries its status and code, the journey words it.',
  },
  {
    target: './server',
    from: ['./src', './machines', './scripts'],
    message: 'The sandbox implements the contract only: what it shares with the app is in shared/.',
  },
  {
    target: './shared',
    from: ['./src', './machines', './server', './scripts'],
    message: 'shared/ is imported by every side, so it imports none of them.',
  },
  {
    target: [...PRODUCT.machines, ...PRODUCT.src],
    from: TOOLING,
    message: 'Product code may not import the QA tooling (paths, testing).',
  },
  {
    target: [...PRODUCT.machines, ...PRODUCT.src],
    from: './machines/core/catalogue.ts',
    message:
      "The whole catalogue is for tests: a page imports the texts it shows from their part, so that a page loads only its own part's texts.",
  },
];

/**
 * Each part of the journey is two mirrored folders, machines/<part>/ and src/<part>/. Another part, and the app
 * shell and shared components, use a part only through its machines/<part>/index.ts; a part's views use no other
 * part's views. The journey (machines/journey.ts) and the shared kernel (machines/core) compose the parts.
 * A control of one part that every part's pages show sits in src/ui, as a shared component reading that part
 * through its index.ts: Save my quote (src/ui/save-quote-button.tsx, the session part's) is on the wizard's
 * steps, the results and the time-out warning, which no single part's views could all import.
 */
const PARTS = ['wizard', 'results', 'payment', 'entries', 'session'];
const productIn = (folder) => [`${folder}/**/!(*.test|*.fixture).{ts,tsx}`];
const PART_FENCES = PARTS.flatMap((part) => {
  const others = PARTS.filter((other) => other !== part);
  return [
    ...others.map((other) => ({
      target: [...productIn(`./machines/${part}`), ...productIn(`./src/${part}`)],
      from: `./machines/${other}`,
      except: ['./index.ts'],
      message: `Another part is used only through its index.ts: import machines/${other}, not a file in it.`,
    })),
    {
      target: productIn(`./src/${part}`),
      from: others.map((other) => `./src/${other}`),
      message:
        "A part's views use their own part, src/ui and the app's journey context, not another part's views.",
    },
  ];
});
/**
 * A part's views read the journey through their own part's view model: machines/<part>/view.ts (or its
 * index.ts), its texts and its form schemas; never its chart, rules, display helpers or other modules
 * directly, nor the kernel's state, set-up or services (the shapes they take are in machines/core/types.ts).
 */
const here = import.meta.dirname;
const KERNEL_INTERNALS = ['state', 'setup', 'services', 'define', 'context'].map(
  (name) => `./machines/core/${name}.ts`,
);
const VIEW_FENCES = [
  ...PARTS.map((part) => ({
    target: productIn(`./src/${part}`),
    from: `./machines/${part}/**`,
    except: [
      `${here}/machines/${part}/{view,index}.ts`,
      `${here}/machines/${part}/*text.ts`,
      `${here}/machines/${part}/schemas/**`,
    ],
    message: `A view reads its part through machines/${part}/view.ts (or index.ts), its texts and schemas: put what it computes in view.ts.`,
  })),
  {
    target: PARTS.flatMap((part) => productIn(`./src/${part}`)),
    from: [...KERNEL_INTERNALS, './machines/journey.ts'],
    message:
      "A view does not use the journey's kernel (state, set-up, services, the composed chart): it reads its part's view.ts, and its shapes are in machines/core/types.ts.",
  },
];
const SHELL_FENCES = PARTS.map((part) => ({
  target: [...productIn('./src/app'), ...productIn('./src/ui'), ...productIn('./src/api')],
  from: `./machines/${part}`,
  except: ['./index.ts'],
  message: `The app shell and shared components use a part only through its index.ts: import machines/${part}.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.data/**',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'openapi/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...LAYER_FENCES, ...PART_FENCES, ...VIEW_FENCES, ...SHELL_FENCES] },
      ],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', '@xstate/react', 'react-router'],
              message: 'machines/ must not depend on React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
