import { describe, expect, it } from 'vitest';
import {
  adjustmentReference,
  chargeIdOfDepositReference,
  depositReference,
  gameReference,
  reversalReference,
  seedReference,
  withdrawalReference,
} from './ledger-references.js';

// The shapes stored rows already hold; each kind's references match only its own.
const KINDS = [
  { name: 'deposit', shape: /^deposit:[^:]+$/, sample: depositReference('ch_01J9ZK') },
  { name: 'withdrawal', shape: /^withdrawal:\d+$/, sample: withdrawalReference(42) },
  { name: 'reversal', shape: /^withdrawal:\d+:reversal$/, sample: reversalReference(42) },
  {
    name: 'game',
    shape: /^game:[0-9a-f-]{36}$/,
    sample: gameReference('0190a3b4-7c1d-7e2f-8a9b-0c1d2e3f4a5b'),
  },
  { name: 'adjustment', shape: /^adjustment:\d+$/, sample: adjustmentReference(42) },
  { name: 'seed', shape: /^seed:demo:\d+$/, sample: seedReference(42) },
];

describe('ledger references', () => {
  it('spell each kind exactly as the stored rows and the SQL joins do', () => {
    expect(depositReference('ch_01J9ZK')).toBe('deposit:ch_01J9ZK');
    expect(withdrawalReference(7)).toBe('withdrawal:7');
    expect(reversalReference(7)).toBe('withdrawal:7:reversal');
    expect(gameReference('0190a3b4-7c1d-7e2f-8a9b-0c1d2e3f4a5b')).toBe(
      'game:0190a3b4-7c1d-7e2f-8a9b-0c1d2e3f4a5b',
    );
    expect(adjustmentReference(7)).toBe('adjustment:7');
    expect(seedReference(0)).toBe('seed:demo:0');
  });

  it.each(KINDS)('gives $name references no other kind can produce', ({ name, sample }) => {
    for (const kind of KINDS) expect(kind.shape.test(sample)).toBe(kind.name === name);
  });

  it('reads the charge id back from a deposit reference', () => {
    expect(chargeIdOfDepositReference(depositReference('ch_01J9ZK'))).toBe('ch_01J9ZK');
  });
});
