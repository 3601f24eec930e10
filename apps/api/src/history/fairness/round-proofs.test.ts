// The fairness reads' packing and refusals without HTTP (round-proofs.ts).
import { historyMessages } from '@velas/domain/messages/history';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';
import { chainInfo, packProofs, roundVerification } from './round-proofs.js';

const hash = (digit: string) => digit.repeat(64);

describe('packProofs', () => {
  it('keeps the window order, names each salt once and skips rounds without a row', () => {
    const rows = [
      { id: 1, hash: hash('1'), salt: 'a' },
      { id: 2, hash: hash('2'), salt: 'b' },
      { id: 3, hash: hash('3'), salt: 'a' },
      { id: 4, hash: hash('4'), salt: null },
    ];
    expect(packProofs([4, 3, 9, 2, 1], rows)).toEqual({
      salts: ['a', 'b'],
      rounds: [
        { id: 4, hash: hash('4'), salt: null },
        { id: 3, hash: hash('3'), salt: 0 },
        { id: 2, hash: hash('2'), salt: 1 },
        { id: 1, hash: hash('1'), salt: 0 },
      ],
    });
  });
});

describe('roundVerification and chainInfo', () => {
  const t = useTestApp();

  it('refuse a round or a house that is not there as not found, in pt-BR', async () => {
    await expect(roundVerification(t.db, 2_000_000_000)).rejects.toMatchObject({
      kind: 'notFound',
      message: historyMessages.roundNotFound,
    });
    await expect(chainInfo(t.db, 'NO_SUCH_HOUSE')).rejects.toMatchObject({
      kind: 'notFound',
      message: historyMessages.chainNotFound,
    });
  });
});
