import { historyOddQuerySchema } from '@velas/domain/schemas/history';
import { describe, expect, it } from 'vitest';
import { rememberedQueryValidator } from './remembered-queries.js';

const route = { schema: historyOddQuerySchema, method: 'GET', url: '/history-odd' };

describe('the remembered query validator', () => {
  it('answers a query seen before with the same parse, and parses refusals every time', () => {
    const validate = rememberedQueryValidator({ ...route, httpPart: 'querystring' });
    const query = { date: '2026-03-10', numberVelas: '100', betHouse: 'MINES_BET' };
    const first = validate(query);
    expect(first).toEqual({
      value: { date: '2026-03-10', numberVelas: 100, betHouse: 'MINES_BET' },
    });
    expect(validate({ ...query })).toBe(first);
    const refused = { ...query, numberVelas: 'muitas' };
    const error = validate(refused);
    expect(error).toHaveProperty('error');
    expect(validate(refused)).not.toBe(error);
  });

  it('leaves the other parts of a request to the plain validator', () => {
    const validate = rememberedQueryValidator({ ...route, httpPart: 'body' });
    const body = { date: '2026-03-10', numberVelas: '100', betHouse: 'MINES_BET' };
    expect(validate(body)).not.toBe(validate(body));
  });
});
