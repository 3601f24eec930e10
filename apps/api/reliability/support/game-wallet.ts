// The aggregator's side of the seamless wallet for the money workloads
// (docs/product/games.md#seamless-wallet): the api processes start with an operator
// settings file whose games use a shared HMAC secret the test knows, and each
// account gets the game-session token a game start would mint (stored hashed,
// as the launch does), so the workload can sign bets, wins and rollbacks like
// an aggregator and send them over HTTP to either process.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WALLET_SIGNATURE_HEADER } from '@velas/domain/schemas/game-wallet';
import type { Account } from './accounts.js';
import { RELIABILITY_BRAKES } from './brake-invariants.js';
import type { Sql } from './sql.js';

const WALLET_SECRET = 'reliability-aggregator-wallet-secret-0123456789';
export const RELIABILITY_GAME_CODE = 'reliability_crash';

export interface WalletPlayer {
  playerRef: string;
  token: string;
}

export interface GameWallet {
  players: readonly WalletPlayer[];
  /** POSTs the raw body, signed, to /games-wallet/transaction/<endpoint>; null: the connection broke. */
  send(
    base: string,
    endpoint: 'bet' | 'win' | 'rollback',
    raw: string,
  ): Promise<{ status: number; body: unknown } | null>;
}

/** OPERATOR_SETTINGS_FILE for the processes: the demo's brand, games on with the HMAC secret, the brakes the checker knows. */
export function gamesSettingsFile(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'velas-reliability-')), 'operator.json');
  const settings = {
    public: { brand: { name: 'Velas' } },
    games: {
      enabled: true,
      aggregator: {
        // Never called: the workload sends the wallet calls itself, no game is started.
        baseUrl: 'http://127.0.0.1:9/operator/generic/v2',
        operatorId: 1,
        walletKey: { kind: 'hmac', secret: WALLET_SECRET },
        requestKey: { kind: 'hmac', secret: `${WALLET_SECRET}-requests` },
      },
    },
    moneyOut: { withdrawalsPerHour: RELIABILITY_BRAKES.withdrawalsPerHour },
  };
  writeFileSync(path, JSON.stringify(settings));
  return path;
}

/** A player id and a live game-session token per account, written as a game start writes them. */
export async function openGameSessions(
  sql: Sql,
  accounts: readonly Account[],
): Promise<GameWallet> {
  const [game] = await sql<{ id: number }>('SELECT id FROM casino_games ORDER BY id LIMIT 1');
  if (game === undefined) throw new Error('no catalogue game to bet on');
  await sql(
    `UPDATE casino_games SET game_code = '${RELIABILITY_GAME_CODE}' WHERE id = ${String(game.id)}`,
  );
  const players: WalletPlayer[] = [];
  for (const account of accounts) {
    const player = { playerRef: `rel-${String(account.id)}`, token: `gs-${randomUUID()}` };
    const tokenHash = createHash('sha256').update(player.token).digest('hex');
    await sql(
      `INSERT INTO game_players (user_id, player_ref) VALUES (${String(account.id)}, '${player.playerRef}')`,
    );
    await sql(
      `INSERT INTO game_sessions (token_hash, user_id, game_id, game_code, created_at, expires_at)
       VALUES ('${tokenHash}', ${String(account.id)}, ${String(game.id)}, '${RELIABILITY_GAME_CODE}',
               now(), now() + interval '1 day')`,
    );
    players.push(player);
  }
  return {
    players,
    async send(base, endpoint, raw) {
      try {
        const response = await fetch(`${base}/games-wallet/transaction/${endpoint}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [WALLET_SIGNATURE_HEADER]: createHmac('sha256', WALLET_SECRET)
              .update(raw)
              .digest('base64'),
          },
          body: raw,
        });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: kept as text so the check can show it.
        }
        return { status: response.status, body };
      } catch {
        return null;
      }
    },
  };
}
