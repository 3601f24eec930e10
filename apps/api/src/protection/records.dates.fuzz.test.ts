// Out-of-range dates answered 500 (`from=0001-01-01` on the records). Every
// date parameter of the non-history routes answers 400 naming the field, never
// 500, for any text (docs/product/platform.md#dates-and-time-zone).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await loginDemo(t.app);
});

/** Every non-history route with a date parameter, and its date fields. */
const DATE_ROUTES = [{ url: '/api/protection/records', fields: ['from', 'to'] }] as const;

const EDGES = [
  '0001-01-01',
  '0000-01-01',
  '9999-12-31',
  '1969-12-31',
  '2024-02-30',
  '2024-13-01',
  '275760-09-13',
  '-000001-01-01',
  '2024-1-1',
  '',
  'hoje',
];

const dateLike = fc.oneof(
  fc.constantFrom(...EDGES),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc.string({ maxLength: 12 }),
);

describe('date parameters', () => {
  it('answer 200 or 400 naming the field, never 500, for any date (fuzz)', async () => {
    for (const route of DATE_ROUTES)
      for (const field of route.fields)
        await fc.assert(
          fc.asyncProperty(dateLike, async (value) => {
            const response = await t.injectAs(token, { url: route.url, query: { [field]: value } });
            if (response.statusCode === 200) return;
            expect(response.statusCode, `${field}=${value}`).toBe(400);
            expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
          }),
          { seed: 20_261_125, numRuns: 150 },
        );
  });

  it('attack: from=0001-01-01 and to=9999-12-31 are 400 naming the field', async () => {
    for (const [field, value] of [
      ['from', '0001-01-01'],
      ['to', '9999-12-31'],
    ] as const) {
      const response = await t.injectAs(token, {
        url: '/api/protection/records',
        query: { [field]: value },
      });
      expect(response.statusCode, value).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
    }
  });
});
