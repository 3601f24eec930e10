// A double of the aggregator's Games API (docs/games.md) on 127.0.0.1: it
// keeps every call and answers what the test set, a game URL unless told
// otherwise; and the settings and catalogue game a game start needs.
import { WALLET_SIGNATURE_HEADER } from '@velas/domain/schemas/game-wallet';
import type { Database } from '#/db/database.js';
import type { RuntimeSettings } from '#/settings/runtime.js';
import { gameSettings, type AggregatorKeys } from './game-wallet.js';
import { answer, startProviderDouble, type ProviderDouble } from './provider-double.js';

export const GAME_URL = 'https://games.example/play?s=abc';

interface GamesApiCall {
  path: string;
  /** The body's signature header, as sent. */
  signature: string | undefined;
  raw: string;
}

export interface GamesApiDouble extends ProviderDouble {
  calls: GamesApiCall[];
  /** What the next calls get: `body` sent as it is. */
  answer: { status: number; body: string };
  /** Forgets the calls and answers GAME_URL again. */
  reset(): void;
}

export async function startGamesApi(): Promise<GamesApiDouble> {
  const gameUrl = () => ({ status: 200, body: JSON.stringify({ url: GAME_URL }) });
  const state: Pick<GamesApiDouble, 'calls' | 'answer'> = { calls: [], answer: gameUrl() };
  const double = await startProviderDouble((request, raw, response) => {
    const signature = request.headers[WALLET_SIGNATURE_HEADER];
    state.calls.push({
      path: request.url ?? '',
      signature: typeof signature === 'string' ? signature : undefined,
      raw,
    });
    answer(response, state.answer.status, state.answer.body);
  });
  return Object.assign(state, double, {
    reset() {
      state.calls.length = 0;
      state.answer = gameUrl();
    },
  });
}

/**
 * Demo settings with games at `api`: our wallet checks the aggregator's
 * `aggregator` keys, and we sign our calls with `ours`.
 */
export function gamesApiSettings(
  api: ProviderDouble,
  aggregator: AggregatorKeys,
  ours: AggregatorKeys,
): RuntimeSettings {
  return gameSettings(aggregator.wallet, ours.signing, `${api.baseUrl}/operator/generic/v2/`);
}

/** The first catalogue game, given the code `velas_crash`: its id. */
export async function aGameWithCode(db: Database): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM casino_games ORDER BY id LIMIT 1',
  );
  const gameId = rows[0]?.id ?? 0;
  await db.query(`UPDATE casino_games SET game_code = 'velas_crash' WHERE id = $1`, [gameId]);
  return gameId;
}
