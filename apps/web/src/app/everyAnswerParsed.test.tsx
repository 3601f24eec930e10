// Holds docs/architecture.md#every-answer-parsed: every
// endpoint injected into the one api declares the domain schema RTK Query
// checks its answer with, and an answer the schema refuses is a failure the
// screen shows, not a crash.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { statementTexts } from '@velas/domain/statement';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { presenceApi } from '../components/presence/presenceApi';
import { api, unparsableAnswer } from '../core/api';
import { makeStore } from '../core/store';
import { StatementCard } from '../features/statement/StatementCard';
import { API } from '../test/handlers';
import { renderWithProviders } from '../test/renderWithProviders';
import { server } from '../test/server';

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
    expect(injecting.length).toBeGreaterThan(10);
    expect(definitions.size).toBeGreaterThan(50);
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

  it('an answer its schema refuses is the call failing, with the generic message', async () => {
    server.use(http.get(`${API}/api/presence`, () => HttpResponse.json({ online: 'many' })));
    const store = makeStore();
    const answer = await store.dispatch(presenceApi.endpoints.presence.initiate(undefined));
    expect(answer.isError).toBe(true);
    expect(answer.error).toEqual(unparsableAnswer());
    expect(answer.data).toBeUndefined();
  });

  it('a screen whose answer is malformed shows its error state', async () => {
    server.use(
      http.get(`${API}/api/statement`, () =>
        HttpResponse.json({ balance: 'R$ 10', lines: null, days: [], nextCursor: null }),
      ),
    );
    renderWithProviders(<StatementCard />);
    expect(await screen.findByText(statementTexts.failed)).toBeInTheDocument();
  });
});
