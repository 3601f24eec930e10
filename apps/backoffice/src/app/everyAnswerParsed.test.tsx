// Holds docs/architecture.md#every-answer-parsed for the back office: every endpoint injected into the one api declares the
// schema RTK Query checks its answer with, and an answer the schema refuses is
// a failure the screen shows, not a crash.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { messages } from '@velas/domain/messages';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../core/api';
import { renderRoute, staffMe } from '../test/renderRoute';
import { OPS, server } from '../test/server';

const SRC = join(import.meta.dirname, '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module that adds endpoints, found by its text so a new one cannot be missed. */
const injecting = sources(SRC).filter((path) =>
  readFileSync(path, 'utf8').includes('.injectEndpoints('),
);

/** What RTK Query keeps of each endpoint, read through its public `enhanceEndpoints`. */
function endpointDefinitions(): Map<string, Record<string, unknown>> {
  const definitions = new Map<string, Record<string, unknown>>();
  for (const name of Object.keys(api.endpoints))
    api.enhanceEndpoints({
      endpoints: {
        [name]: (definition: Record<string, unknown>) => {
          definitions.set(name, definition);
        },
      },
    });
  return definitions;
}

const isStandardSchema = (value: unknown) =>
  typeof value === 'object' && value !== null && '~standard' in value;

describe('every call parses its answer', () => {
  it('every endpoint of the api declares the schema its answer is checked with', async () => {
    for (const path of injecting) await import(/* @vite-ignore */ path);
    const definitions = endpointDefinitions();
    expect(injecting.length).toBeGreaterThan(5);
    expect(definitions.size).toBeGreaterThan(25);
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
  });

  it('a queue whose answer is malformed shows the failure', async () => {
    server.use(
      http.get(`${OPS}/queues/withdrawals`, () =>
        HttpResponse.json({ withdrawals: [{ id: 'one' }], wins: [] }),
      ),
      http.get(`${OPS}/queues/payouts`, () => HttpResponse.json({ payouts: [] })),
      http.get(`${OPS}/queues/received`, () => HttpResponse.json({ payments: [] })),
    );
    renderRoute('/filas', staffMe('finance'));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.internalError);
  });
});
