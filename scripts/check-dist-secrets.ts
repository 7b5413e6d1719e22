/**
 * `npm run check:secrets [dir]`: fails when the built app (dist/ by default) holds a secret. The bundle may
 * carry publishable keys and VITE_ values only; it is scanned, source maps included, for
 * - the value of every configured variable whose name looks secret (process.env and the .env* files), and
 * - the shapes of well-known secrets, configured here or not.
 * A finding names the file and the variable or shape, never the value.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Secret {
  /** The variable it came from, or the shape it has. */
  name: string;
  value: string;
}

export interface Finding {
  file: string;
  secret: string;
}

const SECRET_NAME = /SECRET|PRIVATE|PASSWORD|TOKEN|AUTH|_KEY$/;
/** Meant for the browser: Vite builds VITE_ variables into the bundle, and publishable keys are public. */
const PUBLIC_NAME = /^VITE_|PUBLISHABLE/;
/** Shorter values (flags, ports, `true`) would match text that is no secret. */
const SHORTEST_SECRET = 8;

export const SECRET_SHAPES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Stripe secret key', pattern: /\bsk_(live|test)_[0-9A-Za-z]{10,}/ },
  { name: 'Stripe restricted key', pattern: /\brk_(live|test)_[0-9A-Za-z]{10,}/ },
  { name: 'Stripe webhook secret', pattern: /\bwhsec_[0-9A-Za-z]{20,}/ },
  { name: 'Sentry auth token', pattern: /\bsntry[su]_[0-9A-Za-z+/=_-]{20,}/ },
  { name: 'private key', pattern: /-----BEGIN ([A-Z]+ )?PRIVATE KEY-----/ },
];

/** The configured values that must never reach the browser. */
export function secretsOf(env: Readonly<Record<string, string | undefined>>): Secret[] {
  return Object.entries(env)
    .filter(([name]) => SECRET_NAME.test(name) && !PUBLIC_NAME.test(name))
    .map(([name, value = '']) => ({ name, value: value.trim() }))
    .filter(({ value }) => value.length >= SHORTEST_SECRET);
}

/** `NAME=value` lines of a .env file; comments and blank lines are skipped, quotes removed. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    const raw = match[2] ?? '';
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    values[match[1]] = quoted ? (quoted[2] ?? '') : raw.replace(/\s+#.*$/, '');
  }
  return values;
}

/** The variables of each .env* file of `dir`: every file's values count, whichever Vite would pick. */
export function envFilesOf(dir: string): Record<string, string>[] {
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith('.env')) : [];
  return files.sort().map((name) => parseEnvFile(readFileSync(join(dir, name), 'utf8')));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** What in `dir` is a configured secret or has a secret's shape. */
export function scanForSecrets(dir: string, secrets: readonly Secret[]): Finding[] {
  const findings: Finding[] = [];
  for (const path of filesUnder(dir)) {
    const text = readFileSync(path, 'latin1');
    const file = relative(dir, path);
    for (const secret of secrets) {
      if (text.includes(secret.value)) findings.push({ file, secret: secret.name });
    }
    for (const shape of SECRET_SHAPES) {
      if (shape.pattern.test(text)) findings.push({ file, secret: shape.name });
    }
  }
  return findings;
}

function main(): void {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const dir = resolve(root, process.argv[2] ?? 'dist');
  const shown = relative(root, dir).startsWith('..') ? dir : `${relative(root, dir)}/`;
  if (!existsSync(dir)) {
    console.error(`${shown} does not exist: build the app first (npm run build).`);
    process.exit(1);
  }
  const secrets = [...envFilesOf(root), process.env].flatMap(secretsOf);
  const findings = scanForSecrets(dir, secrets);
  if (findings.length > 0) {
    console.error(`Secrets in the built app (${shown}); only publishable keys may ship:`);
    for (const finding of findings) console.error(`  ${finding.file}: ${finding.secret}`);
    process.exit(1);
  }
  console.log(
    `No secret in ${shown} (${secrets.length} configured secret values and ${SECRET_SHAPES.length} shapes checked).`,
  );
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isEntryPoint) main();
