import { describe, expect, it } from 'vitest';
import { lastHighTiles } from './lastHighTiles';

const THRESHOLDS = [30, 50, 100];

describe('tiles of the last 30x/50x/100x', () => {
  it('gives each threshold its tile when different candles answer them', () => {
    const odds = [1.5, 35, 2, 1.2, 60, 1, 150.5];
    expect(lastHighTiles(odds, THRESHOLDS, [2, 5, 7])).toEqual([
      {
        names: ['30x'],
        position: 2,
        roundsWithout: 1,
        sentence: 'Faz 1 rodada que não sai 30x. A última foi de 35,00x.',
      },
      {
        names: ['50x'],
        position: 5,
        roundsWithout: 4,
        sentence: 'Faz 4 rodadas que não sai 50x. A última foi de 60,00x.',
      },
      {
        names: ['100x'],
        position: 7,
        roundsWithout: 6,
        // The candle as every list writes it (docs/product.md#candles).
        sentence: 'Faz 6 rodadas que não sai 100x. A última foi de 150x.',
      },
    ]);
  });

  it('merges thresholds one candle answers, and the ones the window never reached', () => {
    const odds = [1.5, 1.2, 59.85, 2];
    const tiles = lastHighTiles(odds, THRESHOLDS, [3, 3, null]);
    expect(tiles.map((tile) => [tile.names, tile.roundsWithout, tile.sentence])).toEqual([
      [['30x', '50x'], 2, 'Faz 2 rodadas que não sai 30x nem 50x. A última foi de 59,85x.'],
      [['100x'], null, 'Nenhuma 100x nas últimas 4 rodadas.'],
    ]);
    expect(lastHighTiles([1, 2], THRESHOLDS, [null, null, null])[0]?.sentence).toBe(
      'Nenhuma 30x nem 50x nem 100x nas últimas 2 rodadas.',
    );
  });

  it('says when the newest round itself reached it', () => {
    const [tile] = lastHighTiles([319.49, 1], THRESHOLDS, [1, 1, 1]);
    expect(tile).toMatchObject({ names: ['30x', '50x', '100x'], roundsWithout: 0 });
    expect(tile?.sentence).toBe('Saiu 30x, 50x e 100x na rodada mais recente: 319x.');
  });
});
