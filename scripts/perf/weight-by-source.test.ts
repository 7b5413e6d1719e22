import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupOf, weightBySource } from './weight-by-source';

describe("where a page's JavaScript comes from", () => {
  it('groups modules by package, statechart folder, the views and the glue', () => {
    expect(groupOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(groupOf('../../node_modules/@tanstack/form-core/dist/esm/FormApi.js')).toBe(
      '@tanstack/form-core',
    );
    expect(groupOf('../../machines/results/buy-now.ts')).toBe('machines/results');
    expect(groupOf('../../machines/journey.ts')).toBe('machines/*.ts');
    expect(groupOf('../../src/wizard/vehicle-details.tsx')).toBe('src');
    expect(groupOf(null)).toBe('bundler glue');
  });

  it("gives each built line's bytes to the module its source map names", () => {
    const dir = mkdtempSync(join(tmpdir(), 'weight-by-source-'));
    const file = join(dir, 'app.js');
    const library = 'function render(){return"react"}';
    const view = 'const page="vehicle details";';
    writeFileSync(file, `${library}\n${view}\nexport{page};`);
    writeFileSync(
      `${file}.map`,
      JSON.stringify({
        version: 3,
        sources: ['../node_modules/react/index.js', '../src/app.tsx'],
        names: [],
        // Line 1 from the library, line 2 from the view, line 3 unmapped.
        mappings: 'AAAA;ACAA',
      }),
    );

    const { libraries, packages, statechart, views } = weightBySource([file]);
    expect(packages.map((pkg) => [pkg.name, pkg.bytes])).toEqual([['react', library.length]]);
    expect(libraries.bytes).toBe(library.length);
    expect(views.bytes).toBe(view.length);
    expect(statechart.bytes).toBe(0);
  });
});
