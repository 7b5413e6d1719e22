/** The secret scan of the built app (`npm run check:secrets`): it fails on a planted secret, never on a publishable key. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envFilesOf, parseEnvFile, scanForSecrets, secretsOf } from './check-dist-secrets';

let dist = '';
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'dropcover-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js"></script>');
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const plant = (file: string, text: string) => writeFileSync(join(dist, 'assets', file), text);

// Built at run time so this file does not itself look like it holds a key.
const stripeKey = (kind: 'sk' | 'rk' | 'pk') => `${kind}_test_${'51Hx7Q2eZvKYlo2C'.repeat(2)}`;

describe('the secret scan of the built app', () => {
  it('passes a bundle with a publishable key and public VITE_ values', () => {
    const env = {
      STRIPE_PUBLISHABLE_KEY: stripeKey('pk'),
      VITE_SENTRY_DSN: 'https://0123456789abcdef@o1.ingest.sentry.io/2',
    };
    plant(
      'index.js',
      `const key = "${env.STRIPE_PUBLISHABLE_KEY}"; const dsn = "${env.VITE_SENTRY_DSN}";`,
    );
    expect(secretsOf(env)).toEqual([]);
    expect(scanForSecrets(dist, secretsOf(env))).toEqual([]);
  });

  it('fails on the value of a configured secret, naming the variable, not the value', () => {
    const env = { BRAINTREE_PRIVATE_KEY: '4f1e2d3c4b5a69788796a5b4c3d2e1f0' };
    plant('payment-abc.js', `fetch(x, { headers: { k: "${env.BRAINTREE_PRIVATE_KEY}" } });`);
    expect(scanForSecrets(dist, secretsOf(env))).toEqual([
      { file: join('assets', 'payment-abc.js'), secret: 'BRAINTREE_PRIVATE_KEY' },
    ]);
  });

  it('finds configured secrets in source maps too', () => {
    const env = { SENTRY_AUTH_TOKEN: 'a-long-configured-token-value' };
    plant(
      'index.js.map',
      JSON.stringify({ sourcesContent: [`token = "${env.SENTRY_AUTH_TOKEN}"`] }),
    );
    expect(scanForSecrets(dist, secretsOf(env))).toEqual([
      { file: join('assets', 'index.js.map'), secret: 'SENTRY_AUTH_TOKEN' },
    ]);
  });

  it.each([
    ['Stripe secret key', stripeKey('sk')],
    ['Stripe restricted key', stripeKey('rk')],
    ['Sentry auth token', `sntrys_${'eyJpYXQiOjE3MDAwMDAwMDB9'.repeat(2)}`],
    ['Sentry auth token', `sntryu_${'0123456789abcdef'.repeat(4)}`],
    ['private key', ['-----BEGIN', 'PRIVATE KEY-----\nMIIEvQIBADANBg'].join(' ')],
    ['private key', ['-----BEGIN RSA', 'PRIVATE KEY-----\nMIIEvQIBADANBg'].join(' ')],
  ])('fails on a %s that nothing configured', (shape, value) => {
    plant('chunk.js', `var x = ${JSON.stringify(value)};`);
    expect(scanForSecrets(dist, [])).toEqual([{ file: join('assets', 'chunk.js'), secret: shape }]);
  });

  it('treats only secret-looking, non-public names of a useful length as secrets', () => {
    expect(
      secretsOf({
        STRIPE_SECRET_KEY: ` ${stripeKey('sk')} `,
        DATABASE_PASSWORD: 'correct horse battery',
        API_KEY: 'abcdefgh12345678',
        GITHUB_TOKEN: 'ghp_0123456789abcdef',
        BASIC_AUTH: 'user:pass-word',
        STRIPE_PUBLISHABLE_KEY: stripeKey('pk'),
        VITE_LOOKUP_API_KEY: 'public-lookup-key',
        SANDBOX_SEED: '1',
        SHORT_TOKEN: 'abc',
        PORT: '8080',
        npm_package_scripts_check_secrets: 'tsx scripts/check-dist-secrets.ts',
      }).map((secret) => secret.name),
    ).toEqual(['STRIPE_SECRET_KEY', 'DATABASE_PASSWORD', 'API_KEY', 'GITHUB_TOKEN', 'BASIC_AUTH']);
  });

  it('reads every .env file', () => {
    expect(
      parseEnvFile(
        '# payments\nexport STRIPE_SECRET_KEY="sk-quoted value"\nBRAINTREE_PRIVATE_KEY=abc123def456 # live\n\nVITE_X=\'y\'\n',
      ),
    ).toEqual({
      STRIPE_SECRET_KEY: 'sk-quoted value',
      BRAINTREE_PRIVATE_KEY: 'abc123def456',
      VITE_X: 'y',
    });
    const project = mkdtempSync(join(tmpdir(), 'dropcover-project-'));
    try {
      writeFileSync(join(project, '.env'), 'SENTRY_AUTH_TOKEN=from-the-env-file\n');
      writeFileSync(join(project, '.env.local'), 'SENTRY_AUTH_TOKEN=from-the-local-file\n');
      expect(envFilesOf(project).flatMap(secretsOf)).toEqual([
        { name: 'SENTRY_AUTH_TOKEN', value: 'from-the-env-file' },
        { name: 'SENTRY_AUTH_TOKEN', value: 'from-the-local-file' },
      ]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
