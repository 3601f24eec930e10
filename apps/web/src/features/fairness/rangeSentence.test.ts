import { describe, expect, it } from 'vitest';
import { exportCsvUrl } from './ExportCsvLink.tsx';
import { rangeSentence } from './rangeSentence.ts';

const base = {
  checked: 100_000,
  elapsedMs: 1234,
  reachedTerminatingHash: true,
  firstMismatch: null,
  mismatches: 0,
  cancelled: false,
};

describe('range check sentence', () => {
  it('says how many, how long and that the chain reached the published hash', () => {
    expect(rangeSentence(base)).toBe(
      '100.000 rodada(s) verificada(s) em 1,2 s. Nenhuma divergência. A cadeia chega ao código final publicado.',
    );
  });

  it('names the first mismatching round and what failed', () => {
    expect(
      rangeSentence({
        ...base,
        reachedTerminatingHash: false,
        mismatches: 2,
        firstMismatch: { offset: 5, id: 4321, kind: 'link' },
      }),
    ).toBe(
      '100.000 rodada(s) verificada(s) em 1,2 s. 2 divergência(s); a primeira na rodada #4321 (elo da cadeia). A cadeia não chegou ao código final publicado.',
    );
  });

  it('says when it was cancelled', () => {
    expect(rangeSentence({ ...base, checked: 5000, cancelled: true })).toBe(
      'Verificação cancelada: 5.000 rodada(s) verificada(s) em 1,2 s.',
    );
  });
});

describe('Baixar CSV', () => {
  it('links the export of the window, its end exclusive', () => {
    const url = new URL(exportCsvUrl({ betHouse: 'MINES_BET', oldest: 1000, newest: 5000 }));
    expect(url.pathname).toMatch(/\/history-api\/rounds\/export$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      betHouse: 'MINES_BET',
      from: '1000',
      to: '5001',
      format: 'csv',
    });
  });
});
