// A copy module's text with values is a typed function, never a {placeholder}
// template: those are for @velas/domain's messages (docs/architecture.md#texts).
import { expect, test } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>('./**/copy.ts', { eager: true });

/** "<file> <export>.<key>" for every string holding a {placeholder}. */
function templates(path: string, value: unknown): string[] {
  if (typeof value === 'string') return /\{\w+\}/u.test(value) ? [path] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => templates(`${path}.${key}`, inner));
}

test('no copy module holds a {placeholder} template', () => {
  const found = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) =>
      templates(`${file.slice(2)} ${name}`, value),
    ),
  );
  expect(Object.keys(modules).length).toBeGreaterThan(20);
  // The operator's purchase message, with its {produto}, comes from the settings
  // or their default in @velas/domain's messages (lib/operatorLinks.ts).
  expect(found).toEqual([]);
});
