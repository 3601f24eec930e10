// The history OpenAPI document as outside tools read it: valid for
// @apidevtools/swagger-parser, no warning from Spectral's `spectral:oas`
// ruleset, and saying what each call accepts and answers
// (docs/product/provably-fair-rounds.md#open-data).
import SwaggerParser from '@apidevtools/swagger-parser';
import spectralCore from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import {
  ANALYSIS_ODDS,
  HOURLY_ODDS,
  MAX_RANGE_ROUNDS,
  PINK_FILTER_VALUES,
} from '@velas/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_OPERATIONS, type OpenApiDocument } from '#/test/history/openapi-document.js';
import { useTestApp } from '#/test/use-test-app.js';

const { Spectral, Document } = spectralCore;

describe('history OpenAPI', () => {
  const t = useTestApp();
  let document: OpenApiDocument;
  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/history-api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });

  const operationOf = (path: string) => document.paths[`/history-api/${path}`]?.get;
  const parameter = (path: string, name: string) =>
    operationOf(path)?.parameters?.find((candidate) => candidate.name === name);

  it('documents every public call, and not the ingestion', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      PUBLIC_OPERATIONS.map((call) => `GET /history-api/${call.path}`).sort(),
    );
    for (const call of PUBLIC_OPERATIONS) {
      const documented = operationOf(call.path);
      expect(documented?.operationId).toBe(call.operationId);
      expect(documented?.tags).toHaveLength(1);
      expect(documented?.description?.length).toBeGreaterThan(20);
    }
  });

  it('lists the values each fixed-set parameter accepts', () => {
    expect(parameter('candles-by-hour', 'odd')?.schema).toMatchObject({
      type: 'integer',
      enum: [...HOURLY_ODDS],
    });
    for (const path of ['analysis-odd', 'analysis-position-odd'])
      expect(parameter(path, 'odd')?.schema).toMatchObject({ enum: [...ANALYSIS_ODDS] });
    expect(parameter('history-filter-odd', 'filter')?.schema).toMatchObject({
      enum: [...PINK_FILTER_VALUES],
    });
    expect(parameter('rounds/export', 'format')?.schema).toMatchObject({ enum: ['csv', 'json'] });
    expect(parameter('history-odd', 'betHouse')?.schema).toMatchObject({
      enum: ['MINES_BET', 'VOA_BET'],
    });
    expect(parameter('rounds/range', 'limit')?.schema).toMatchObject({
      maximum: MAX_RANGE_ROUNDS,
    });
    expect(parameter('rounds/{id}/verify', 'id')?.schema).toMatchObject({ type: 'integer' });
  });

  it('declares every answer: errors with their shape, CSV, JSON and the event stream', () => {
    const exportAnswers = operationOf('rounds/export')?.responses ?? {};
    expect(Object.keys(exportAnswers['200']?.content ?? {}).sort()).toEqual([
      'application/json',
      'text/csv',
    ]);
    expect(Object.keys(operationOf('rounds/stream')?.responses['200']?.content ?? {})).toEqual([
      'text/event-stream',
    ]);
    for (const call of PUBLIC_OPERATIONS) {
      const answers = operationOf(call.path)?.responses ?? {};
      // Every read but the live stream may be revalidated: its 200 names the
      // caching fields, and a 304 without a body is declared.
      const revalidated = call.path !== 'rounds/stream';
      expect(Object.keys(answers).sort(), call.path).toEqual(
        ['200', ...(revalidated ? ['304'] : []), ...call.errors.map(String)].sort(),
      );
      if (revalidated) {
        expect(Object.keys(answers['200']?.headers ?? {}).sort(), call.path).toEqual([
          'Cache-Control',
          'ETag',
          'Last-Modified',
        ]);
        expect(answers['304']?.content, call.path).toBeUndefined();
      }
      for (const status of call.errors) {
        const schema = answers[String(status)]?.content?.['application/json']?.schema;
        expect(schema, `${call.path} ${String(status)}`).toMatchObject({
          required: ['code', 'message', 'errors'],
        });
      }
    }
  });

  it('is a valid OpenAPI document for swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("passes Spectral's spectral:oas ruleset without a single warning", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas, 'recommended']] } as never);
    const lint = async (linted: OpenApiDocument) =>
      (await spectral.run(new Document(JSON.stringify(linted), Json))).map(
        (result) => `${String(result.code)}: ${result.message} @ ${result.path.join('.')}`,
      );
    expect(await lint(document)).toEqual([]);
    // The ruleset does look: the same document without servers or an operationId warns.
    const damaged = structuredClone(document) as OpenApiDocument & { servers?: unknown };
    delete damaged.servers;
    const historyOdd = damaged.paths['/history-api/history-odd']?.get;
    if (historyOdd) delete historyOdd.operationId;
    const codes = (await lint(damaged)).map((line) => line.split(':')[0]);
    expect(codes).toEqual(expect.arrayContaining(['oas3-api-servers', 'operation-operationId']));
  });

  it('serves the browsable page under the app strict CSP, with or without a trailing slash', async () => {
    for (const url of ['/history-api/docs', '/history-api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('swagger-ui-bundle.js');
      // Every script is a file the CSP's 'self' allows: none is inline.
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      // Each file the page names loads from where the page is.
      const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
      expect(files.length).toBeGreaterThan(3);
      for (const file of files) {
        const loaded = await t.app.inject({
          method: 'GET',
          url: new URL(file ?? '', `http://localhost${url}`).pathname,
        });
        expect(loaded.statusCode, `${url} -> ${String(file)}`).toBe(200);
      }
    }
  });
});
