import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig, type ViteUserConfig as UserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { bootFrame } from './scripts/vite/boot-frame';
import { firstScreens } from './scripts/vite/first-screens';
import { pagePreloads } from './scripts/vite/page-preloads';
import { checkEnv } from './src/app/config/env-schema';

/**
 * The test files that mock a module (vi.mock, vi.doMock) or choose their own environment (`@vitest-environment`):
 * a mock holds for a whole module graph, and an environment's globals for its worker, so each of these files
 * keeps a worker of its own (the `isolated` project) while the others share their worker's modules.
 */
function filesNeedingTheirOwnWorker(): string[] {
  return ['src', 'tests', 'server', 'shared', 'machines', 'scripts'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(sep).join('/')}`)
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) =>
        /\bvi\.(?:doM|m)ock\(|@vitest-environment/.test(readFileSync(file, 'utf8')),
      ),
  );
}
const ISOLATED = filesNeedingTheirOwnWorker();

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8081);

/** The modules every wizard step uses: TanStack Form, the field frame, the step's form and draft, and so on. */
const WIZARD_SHARED = [
  'node_modules/@tanstack/',
  'node_modules/date-fns/addDays.js',
  'src/ui/error-summary.tsx',
  'src/ui/field-error.tsx',
  'src/ui/field-frame.tsx',
  'src/ui/field-hint.tsx',
  'src/ui/field-ids.ts',
  'src/ui/field-props.ts',
  'src/ui/leave-group.ts',
  'src/ui/list-drafts.tsx',
  'src/ui/no-form-devtools.ts',
  'src/ui/text-field.tsx',
  'src/ui/use-modal-dialog.ts',
  'src/ui/use-step-form.ts',
  'src/ui/step-draft.ts',
  'src/wizard/wizard-layout.tsx',
  'src/wizard/wizard-step-form.ts',
  'src/wizard/wizard-step.tsx',
  'machines/core/fields.ts',
  'machines/core/field-messages.ts',
  'machines/wizard/schemas/vehicle-details.ts',
  'machines/wizard/form-text.ts',
];
const isWizardShared = (id: string): boolean => {
  const path = id.replaceAll('\\', '/');
  return WIZARD_SHARED.some((module) => path.includes(`/${module}`));
};

export default defineConfig(({ mode }) => {
  // A bad build-time setting stops the build (or the dev server) with a message naming it.
  checkEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), MODE: mode });
  return config;
});

const config = {
  plugins: [
    react(),
    bootFrame(),
    pagePreloads(),
    firstScreens(),
    // Each script, style sheet and image is also written gzip- and brotli-compressed at their strongest: the
    // server sends the smallest one the browser accepts and compresses nothing per request.
    compression({
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
      ],
      include: /\.(js|css|svg|json)$/,
      exclude: /\.vite\//,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      {
        find: /^@tanstack\/devtools-event-client$/,
        replacement: fileURLToPath(new URL('./src/ui/no-form-devtools.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${sandboxPort}`,
      '/__sandbox': `http://127.0.0.1:${sandboxPort}`,
    },
  },
  build: {
    manifest: true,
    // Written for error reporting and the size report, named by no script and never served
    // (server/static-app.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    // The bundler's generic 500 kB warning names Braintree's drop-in (about 515 kB), a vendor file fetched only
    // when a Braintree quote's card page opens. What a customer loads first is weighed, against its own budget,
    // by `npm run size`; the limit here only keeps an unexpectedly large lazy chunk from passing unseen.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The bundler's note that its plugins took a while varies with the machine's load and names nothing the
      // build can change (the compressed copies are written at the strongest levels on purpose); CI's timings are
      // in the README.
      checks: { bundlerTimings: false },
      // Everything the first page imports statically goes into one file: one request and one gzip
      // dictionary instead of a dozen small shared chunks. Lazy routes keep their own chunks.
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-page', tags: ['$initial'] },
            // The app the entry starts (src/app/main.tsx), with everything it imports, is one file too.
            { name: 'app', test: /[\\/]src[\\/]app[\\/]start\.tsx$/ },
            // What every wizard step shares is one file too, not ten small ones each with its own glue.
            { name: 'wizard', test: (id: string) => isWizardShared(id) },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/file-reset.ts'],
    // Two cores run the sandbox, the embedded database and the suites at once: allow for slow starts.
    testTimeout: 15_000,
    hookTimeout: 60_000,
    // Both cores. A worker imports the app's modules once for all its files (`isolate: false` below), so a lazy
    // page is compiled once per worker rather than once per file; the component tests' waits allow ten seconds
    // (tests/setup/dom-timing.ts) for the first.
    maxWorkers: 2,
    // A young generation of 64 MB rather than V8's default 16: rendering into happy-dom makes short-lived objects
    // by the million, and fewer, larger scavenges cost the workers less. The whole run: CPU 462 -> 379 s with
    // the copied databases of server/store/database.ts; the view paths alone 100 -> 91 s.
    execArgv: ['--max-semi-space-size=64'],
    // Console output, and JUnit XML for CI dashboards (reports/junit/, docs/qa-guide.md): one test case per test,
    // named as the test is, so each path replay's case is the path's own name.
    reporters: ['default', ['junit', { outputFile: 'reports/junit/unit.xml', suiteName: 'unit' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Files share their worker's modules: no node test mocks a module, and each starts its own sandbox,
          // store and clock. Taking the import of the server and the chart out of every file saves a third.
          isolate: false,
          include: [
            'server/**/*.test.ts',
            'shared/**/*.test.ts',
            'machines/**/*.test.ts',
            'tests/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...ISOLATED],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          // Files share their worker's modules and document: Testing Library unmounts after every test, and
          // tests/setup/file-reset.ts empties storage and the body after every file.
          isolate: false,
          setupFiles: ['tests/setup/dom-timing.ts', 'tests/setup/dom-file-reset.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
        },
      },
      {
        extends: true,
        test: {
          // Each file in a worker of its own (`ISOLATED` above), in the document unless it chooses otherwise.
          name: 'isolated',
          environment: 'happy-dom',
          setupFiles: ['tests/setup/dom-timing.ts'],
          include: ISOLATED,
        },
      },
    ],
  },
} satisfies UserConfig;
