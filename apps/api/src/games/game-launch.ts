// Past `maxLiveSessions` the oldest game-session token is revoked.
import { randomBytes } from 'node:crypto';
import { MINUTE_MS } from '@velas/domain/calendar';
import { WALLET_CURRENCY } from '@velas/domain/schemas/game-wallet';
import type { GameAggregatorSettings } from '@velas/domain/schemas/operator-settings';
import { insertGameSession, keepNewestGameSessions } from '#/auth/game-sessions-repository.js';
import { newToken } from '#/auth/tokens.js';
import type { Database } from '#/db/database.js';
import type { AggregatorClient, GameUrlAnswer } from './aggregator-client.js';
import { playerRefOf } from './game-wallet-repository.js';

export interface LaunchRequest {
  userId: number;
  game: { id: number; gameCode: string };
  mobile: boolean;
  clientAddress: string;
  /** Where the game's "back to lobby" leads: the app's casino screen. */
  lobbyUrl: string;
  now: number;
}

export function newPlayerRef(): string {
  return `vp_${randomBytes(12).toString('base64url')}`;
}

export async function launchGame(
  db: Database,
  settings: GameAggregatorSettings,
  client: AggregatorClient,
  launch: LaunchRequest,
): Promise<GameUrlAnswer> {
  const user = await playerRefOf(db, launch.userId, newPlayerRef);
  const { token, hash } = newToken();
  await db.transaction(async (tx) => {
    await insertGameSession(
      tx,
      {
        tokenHash: hash,
        userId: launch.userId,
        gameId: launch.game.id,
        gameCode: launch.game.gameCode,
      },
      launch.now,
      launch.now + settings.tokenMinutes * MINUTE_MS,
    );
    await keepNewestGameSessions(tx, launch.userId, settings.maxLiveSessions, new Date(launch.now));
  });
  return client.gameUrl({
    user,
    token,
    game_code: launch.game.gameCode,
    platform: launch.mobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
    lang: 'pt',
    currency: WALLET_CURRENCY,
    country: 'BR',
    lobby_url: launch.lobbyUrl,
    ip: launch.clientAddress,
  });
}
