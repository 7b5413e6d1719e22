/**
 * The addresses the browser paths hold (e2e/support/browser-paths.ts `CALLS`), as e2e/support/held-calls.ts
 * matches a request the browser has paused to the call it is: a wrong pattern would hold nothing, or hand one
 * call's request to another.
 */
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../e2e/support/browser-paths';
import { globPattern } from '../../e2e/support/held-calls';

/** An address the page could ask for that the glob names: a host for `**`, a query, a name or a file for `*`. */
function exampleOf(glob: string): string {
  return glob
    .replace(/^\*\*\//, 'http://127.0.0.1:8080/')
    .replace(/\/\*\*$/, '/DOC-0001')
    .replace(/\?\*$/, '?quote=Q-1')
    .replace(/-\*\.js\*$/, '-Ab3_x9.js?attempt=1')
    .replace(/-\*\.js$/, '-Ab3_x9.js')
    .replace(/\*$/, '?QuoteReference=Q-1&Surname=Carter');
}

const calls = Object.entries(CALLS).map(([name, { url }]) => ({
  name,
  url,
  pattern: globPattern(url),
  example: exampleOf(url),
}));

describe('the calls the browser paths hold', () => {
  it.each(calls)(
    '$name: its own address is held as it, and as no other call',
    ({ name, example }) => {
      expect(example).not.toContain('*');
      expect(calls.filter((call) => call.pattern.test(example)).map((call) => call.name)).toEqual([
        name,
      ]);
    },
  );
});

describe('the built modules the browser paths hold', () => {
  const assets = Object.entries(CALLS).filter(([, call]) => 'asset' in call && call.asset);

  it.each(assets.map(([name, { url }]) => [name, url] as const))(
    '%s: held as first fetched, and as fetched again after a failed fetch (src/ui/fetched-again.ts)',
    (_, url) => {
      const pattern = globPattern(url);
      const first = exampleOf(url).replace(/\?attempt=1$/, '');
      expect(pattern.test(first)).toBe(true);
      expect(pattern.test(`${first}?attempt=1`)).toBe(true);
      expect(pattern.test(`${first}?attempt=12`)).toBe(true);
    },
  );
});

describe('globPattern', () => {
  it('takes ** for any run of characters and * for a run without a slash', () => {
    const asset = globPattern('**/assets/sandbox-adapter-*.js');
    expect(asset.test('http://127.0.0.1:8080/assets/sandbox-adapter-Ab3_x9.js')).toBe(true);
    expect(asset.test('https://shop.example/deep/path/assets/sandbox-adapter-1.js')).toBe(true);
    expect(asset.test('http://127.0.0.1:8080/assets/sandbox-adapter-a/b.js')).toBe(false);
    expect(asset.test('http://127.0.0.1:8080/assets/sandbox-adapter-1.js.map')).toBe(false);
  });

  it('reads every other character as itself', () => {
    const saved = globPattern('**/api/v1/Quote/GetQuote?*');
    expect(saved.test('http://h/api/v1/Quote/GetQuote?quote=Q-1')).toBe(true);
    expect(saved.test('http://h/api/v1/Quote/GetQuotePremium?quote=Q-1')).toBe(false);
    expect(saved.test('http://h/api/v1/Quote/GetQuot?quote=Q-1')).toBe(false);
    expect(globPattern('**/a.b').test('http://h/aXb')).toBe(false);
  });
});
