import type { Cents } from '@velas/domain/money';
import type { PlayerRecord } from '@velas/domain/schemas/protection';
import { describe, expect, it } from 'vitest';
import { RECORDS_CSV_HEADER, recordsCsv } from './recordsCsv.ts';

const record = (overrides: Partial<PlayerRecord>): PlayerRecord => ({
  kind: 'deposit',
  at: '2026-03-01T12:00:00.000Z',
  amount: 5_000 as Cents,
  detail: 'Pix',
  ...overrides,
});

describe('recordsCsv', () => {
  it('writes a header and one quoted, semicolon-separated line per record', () => {
    const csv = recordsCsv([
      record({}),
      record({ kind: 'withdrawal', amount: 12_345 as Cents, detail: 'Pix para CPF' }),
      record({ kind: 'refund', amount: 2_000 as Cents, detail: 'Pix devolvido' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      RECORDS_CSV_HEADER,
      '"2026-03-01T12:00:00.000Z";"Depósito";"50.00";"Pix";"";"";"";"";""',
      '"2026-03-01T12:00:00.000Z";"Saque";"123.45";"Pix para CPF";"";"";"";"";""',
      '"2026-03-01T12:00:00.000Z";"Devolução";"20.00";"Pix devolvido";"";"";"";"";""',
    ]);
  });

  it('leaves the amount empty for records without one and names every kind in pt-BR', () => {
    const lines = recordsCsv([
      record({ kind: 'limit', amount: null, detail: 'Limite de perdas: R$ 100,00 por dia' }),
      record({ kind: 'pause', amount: null, detail: '24 horas' }),
      record({ kind: 'exclusion', amount: null, detail: '6 meses' }),
    ]).split('\r\n');
    expect(lines.slice(1)).toEqual([
      '"2026-03-01T12:00:00.000Z";"Limites";"";"Limite de perdas: R$ 100,00 por dia";"";"";"";"";""',
      '"2026-03-01T12:00:00.000Z";"Pausa";"";"24 horas";"";"";"";"";""',
      '"2026-03-01T12:00:00.000Z";"Autoexclusão";"";"6 meses";"";"";"";"";""',
    ]);
  });

  it('fills the round columns for a game round, its amount being what the round moved', () => {
    const [header, line] = recordsCsv([
      record({
        kind: 'game',
        amount: 475 as Cents,
        detail: 'Aviator, rodada MINES_BET:12',
        round: {
          game: 'Aviator',
          round: 'MINES_BET:12',
          bets: 500 as Cents,
          wins: 975 as Cents,
          rollbacks: 0 as Cents,
        },
      }),
    ]).split('\r\n');
    expect(header).toBe(
      '"data";"tipo";"valor (R$)";"detalhe";"jogo";"rodada";"apostas (R$)";"ganhos (R$)";"estornos (R$)"',
    );
    expect(line).toBe(
      '"2026-03-01T12:00:00.000Z";"Jogo";"4.75";"Aviator, rodada MINES_BET:12";"Aviator";"MINES_BET:12";"5.00";"9.75";"0.00"',
    );
  });

  it('doubles the quotes inside a cell so a detail cannot break out of it', () => {
    const [, line] = recordsCsv([record({ detail: 'disse "sair"; e saiu' })]).split('\r\n');
    expect(line).toBe(
      '"2026-03-01T12:00:00.000Z";"Depósito";"50.00";"disse ""sair""; e saiu";"";"";"";"";""',
    );
  });

  it('is the header alone when there are no records', () => {
    expect(recordsCsv([])).toBe(RECORDS_CSV_HEADER);
  });
});
