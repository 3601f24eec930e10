// The audit check must be able to fail: fed a chain whose second row no
// longer matches its hash, or a row the seal never reached, it names it.
import { describe, expect, it } from 'vitest';
import { checkAuditChain } from './audit-invariants.js';
import type { Sql } from './sql.js';

const hash = (byte: number) => new Uint8Array(32).fill(byte);
const GENESIS = hash(0);

/** Rows as `chainRowsAfter` reads them: `recomputed` is what the database computes now. */
const chain = [
  { id: 1, position: 1, prev_hash: GENESIS, hash: hash(1), recomputed: hash(1) },
  { id: 2, position: 2, prev_hash: hash(1), hash: hash(2), recomputed: hash(9) },
];

function fakeSql(rows: typeof chain, unsealed: number[] = []): Sql {
  return <Row>(text: string, params?: readonly unknown[]) => {
    if (text.includes('chain_position IS NULL'))
      return Promise.resolve(unsealed.map((id) => ({ id })) as Row[]);
    if (text.includes('audit_purges')) return Promise.resolve([{ found: false }] as Row[]);
    const after = Number(params?.[0] ?? 0);
    return Promise.resolve(rows.filter((row) => row.position > after) as Row[]);
  };
}

describe('checkAuditChain', () => {
  it('passes an intact chain and counts its rows', async () => {
    const violations: string[] = [];
    const intact = chain.map((row) => ({ ...row, recomputed: row.hash }));
    expect(await checkAuditChain(fakeSql(intact), violations)).toEqual({ auditChainRows: 2 });
    expect(violations).toEqual([]);
  });

  it('names an edited row', async () => {
    const violations: string[] = [];
    await checkAuditChain(fakeSql(chain), violations);
    expect(violations).toEqual(['audit chain broken at row 2 (edited)']);
  });

  it('names a row the seal never reached', async () => {
    const violations: string[] = [];
    const intact = chain.map((row) => ({ ...row, recomputed: row.hash }));
    await checkAuditChain(fakeSql(intact, [7]), violations);
    expect(violations).toEqual(['audit chain broken at row 7 (unsealed)']);
  });
});
