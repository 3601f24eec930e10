// The #/ root is written twice: package.json "imports" (Node, TypeScript,
// Vitest, tsx, knip, lint) and tsconfig.json "paths" (import-graph tools that
// read only a tsconfig). This keeps the two naming the same sources.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readJson = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('the #/ import root', () => {
  it('names src/ in tsconfig.json as package.json does for the sources', () => {
    const { imports } = readJson('../package.json') as {
      imports: Record<string, Record<string, string>>;
    };
    const { compilerOptions } = readJson('../tsconfig.json') as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    expect(imports['#/*.js']).toEqual({
      '@velas/source': './src/*.ts',
      types: './src/*.ts',
      default: './dist/*.js',
    });
    expect(compilerOptions.paths).toEqual({ '#/*': ['./src/*'] });
  });
});
