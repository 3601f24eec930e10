// Finds the modules that call `injectEndpoints` by their text, so a new one cannot be missed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface InjectedApi {
  endpoints: Record<string, unknown>;
  enhanceEndpoints: (options: {
    endpoints: Record<string, (definition: Record<string, unknown>) => void>;
  }) => unknown;
}

const isStandardSchema = (value: unknown) =>
  typeof value === 'object' && value !== null && '~standard' in value;

/** `atLeast` guards the search itself: a moved folder must not turn the check into one over nothing. */
export async function expectEveryEndpointParsed(
  src: string,
  app: { endpoints: object },
  atLeast: { modules: number; endpoints: number },
): Promise<void> {
  const api = app as unknown as InjectedApi;
  const injecting = sources(src).filter((path) =>
    readFileSync(path, 'utf8').includes('.injectEndpoints('),
  );
  for (const path of injecting) await import(/* @vite-ignore */ path);
  const definitions = new Map<string, Record<string, unknown>>();
  for (const name of Object.keys(api.endpoints))
    api.enhanceEndpoints({
      endpoints: {
        [name]: (definition) => {
          definitions.set(name, definition);
        },
      },
    });
  expect(injecting.length).toBeGreaterThanOrEqual(atLeast.modules);
  expect(definitions.size).toBeGreaterThanOrEqual(atLeast.endpoints);
  const unparsed = [...definitions]
    .filter(
      ([, definition]) =>
        !isStandardSchema(definition.responseSchema) &&
        !isStandardSchema(definition.rawResponseSchema),
    )
    .map(([name]) => name);
  expect(
    unparsed,
    'endpoints without a responseSchema (docs/architecture.md#every-answer-parsed)',
  ).toEqual([]);
}
