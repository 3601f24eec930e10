import type { Cents } from '@velas/domain/money';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { selectColumns, selectFields, type RowOf } from './select-columns.js';

describe('selectColumns', () => {
  it('renames a field to its column, keeps one of the same name as it is', () => {
    const columns = selectColumns('withdrawals', { id: 'id', userId: 'user_id' });
    expect(columns.sql).toBe('id, user_id AS "userId"');
    expect(columns.of('w')).toBe('w.id AS "id", w.user_id AS "userId"');
  });

  it('reads a list of columns under their own names', () => {
    const columns = selectColumns('withdrawals', ['id', 'amount_cents']);
    expect(columns.sql).toBe('id, amount_cents');
    expect(columns.of('w')).toBe('w.id AS "id", w.amount_cents AS "amount_cents"');
  });

  it('types the row from the schema, narrowed where asked', () => {
    const columns = selectColumns('withdrawals', {
      amountCents: 'amount_cents',
      reviewReason: 'review_reason',
    }).narrow<{ amountCents: Cents }>();
    expectTypeOf<RowOf<typeof columns>>().toEqualTypeOf<{
      amountCents: Cents;
      reviewReason: string | null;
    }>();
    // @ts-expect-error -- no such column: a renamed one fails here.
    selectColumns('withdrawals', { amount: 'amount' });
    // @ts-expect-error -- a string is no narrower than an int8.
    columns.narrow<{ amountCents: string }>();
  });

  it('reads a list of columns under their camelCase names, typed from the schema', () => {
    const columns = selectFields('withdrawals', ['id', 'amount_cents', 'review_reason']).narrow<{
      amountCents: Cents;
    }>();
    expect(columns.sql).toBe('id, amount_cents AS "amountCents", review_reason AS "reviewReason"');
    expect(columns.of('w')).toBe(
      'w.id AS "id", w.amount_cents AS "amountCents", w.review_reason AS "reviewReason"',
    );
    expectTypeOf<RowOf<typeof columns>>().toEqualTypeOf<{
      id: number;
      amountCents: Cents;
      reviewReason: string | null;
    }>();
  });
});
