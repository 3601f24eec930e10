// The "since the last 30x/50x/100x" tiles (docs/product.md#positions): thresholds
// whose last round is the same candle share one tile, so one candle is never
// told twice with two numbers ("a última 30x também foi 50x").
import { formatCandle } from '@velas/domain/candles';
import { roundsWithoutSentence } from '@velas/domain/messages';

export interface LastHighTile {
  /** "30x", or "30x e 50x" when one candle answers both. */
  names: string[];
  /** 1-based place of that candle in the newest-first window; null: none in the window. */
  position: number | null;
  /** Rounds since that candle, the tile's figure; null: none in the window. */
  roundsWithout: number | null;
  /** "Faz 15 rodadas que não sai 30x. A última foi de 59,85x." */
  sentence: string;
}

export function lastHighTiles(
  oddsNewestFirst: readonly number[],
  thresholds: readonly number[],
  positions: readonly (number | null)[],
): LastHighTile[] {
  const tiles: LastHighTile[] = [];
  thresholds.forEach((threshold, index) => {
    const position = positions[index] ?? null;
    const previous = tiles.at(-1);
    if (previous && previous.position === position) previous.names.push(`${threshold}x`);
    else
      tiles.push({
        names: [`${threshold}x`],
        position,
        roundsWithout: position === null ? null : position - 1,
        sentence: '',
      });
  });
  for (const tile of tiles) {
    const said = roundsWithoutSentence(tile.names, tile.position, oddsNewestFirst.length);
    const odd = tile.position === null ? undefined : oddsNewestFirst[tile.position - 1];
    if (odd === undefined) tile.sentence = said;
    else if (tile.position === 1) tile.sentence = `${said.slice(0, -1)}: ${formatCandle(odd)}.`;
    else tile.sentence = `${said} A última foi de ${formatCandle(odd)}.`;
  }
  return tiles;
}
