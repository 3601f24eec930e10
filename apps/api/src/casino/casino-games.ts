import { MIN_RETURN_ROUNDS, observedReturn } from '@velas/analysis/returns/observed-return';
import { commonMessages } from '@velas/domain/messages/common';
import { gamesMessages } from '@velas/domain/messages/games';
import { sumCents, toCents } from '@velas/domain/money';
import type { Category, GameStartResponse, MyReturnResponse } from '@velas/domain/schemas/casino';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loadAccount } from '#/accounts/accounts-repository.js';
import type { Queryable } from '#/db/database.js';
import { Forbidden, NotFound, UpstreamFailed } from '#/domain-errors.js';
import type { AggregatorCatalogue } from '#/games/aggregator-catalogue.js';
import { launchGame } from '#/games/game-launch.js';
import type { CatalogueGame } from '#/games/lobby-catalogue-repository.js';
import { findGame, listCatalogue } from '#/games/lobby-catalogue-repository.js';
import { gameRounds } from '#/protection/player-rounds-repository.js';
import { type LimitChange } from '#/protection/protection-repository.js';
import { assertMayPlay } from '#/protection/protection.js';
import { demoGamePage } from './demo-game-page.js';
import type { TileVariant } from './tile-image.js';

async function existingGame(db: Queryable, id: number): Promise<CatalogueGame> {
  const game = await findGame(db, id);
  if (game === null) throw new NotFound(commonMessages.notFound);
  return game;
}

/**
 * Absolute, on the configured public origin: never built from the request's
 * Host header, which a client (or a cache in front of the api) controls.
 */
function tileBase(publicOrigin: string, gameId: number): string {
  return `${publicOrigin}/v2/casino-games/images/${String(gameId)}/`;
}

/**
 * The catalogue's categories with their games, in the aggregator's list when
 * there is one; `connected`: an aggregator starts games, so a game with its
 * code plays (the others open the "não conectado" page, startGame).
 */
export async function catalogueCategories(
  db: Queryable,
  catalogue: AggregatorCatalogue | null,
  publicOrigin: string,
  connected: boolean,
): Promise<Category[]> {
  // The aggregator's list when the settings say so and one was received.
  const shown = (await catalogue?.games()) ?? null;
  const categories = new Map<number, Category>();
  for (const row of await listCatalogue(db)) {
    if (shown !== null && (row.gameCode === null || !shown.has(row.gameCode))) continue;
    let category = categories.get(row.categoryId);
    if (category === undefined) {
      category = {
        id: row.categoryId,
        name: row.categoryName,
        position: row.categoryPosition,
        games: [],
      };
      categories.set(row.categoryId, category);
    }
    if (row.id !== null && row.name !== null) {
      category.games.push({
        id: row.id,
        name: row.name,
        image: tileBase(publicOrigin, row.id),
        rtp: row.rtpPercent,
        playable: connected && row.gameCode !== null,
      });
    }
  }
  const all = [...categories.values()];
  return shown === null ? all : all.filter((category) => category.games.length > 0);
}

/** A tile's game, and the aggregator's image of it (null: the drawn tile serves). */
export async function tileOf(
  db: Queryable,
  catalogue: AggregatorCatalogue | null,
  id: number,
  variant: TileVariant,
) {
  const game = await existingGame(db, id);
  const image =
    catalogue === null || game.gameCode === null
      ? null
      : await catalogue.image(game.gameCode, variant);
  return { game, image };
}

export interface GameStarter {
  userId: number;
  limits: LimitChange | null;
  gameId: number;
  clientAddress: string;
  log: FastifyBaseLogger;
}

/** The link the game frame opens, for a verified player who may play. */
export async function startGame(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'gameAggregator'>,
  player: GameStarter,
  frame: { mobile: boolean; lobbyUrl: string },
): Promise<GameStartResponse> {
  const game = await existingGame(app.db, player.gameId);
  const account = await loadAccount(app.db, player.userId);
  // Like a real betting house, games open only for verified players.
  if (account.kycStatus !== 'approved')
    throw new Forbidden(commonMessages.gameStartNeedsVerification, { code: 'not_verified' });
  await assertMayPlay(app.db, player.userId, player.limits, app.clock());
  const { mobile } = frame;
  // A game the aggregator does not know says honestly that it is not connected.
  const aggregator = app.gameAggregator;
  if (aggregator === null || game.gameCode === null)
    return { link: demoGamePage(game.name, mobile) };
  const answer = await launchGame(app.db, aggregator.settings, aggregator.client, {
    userId: player.userId,
    game: { id: game.id, gameCode: game.gameCode },
    mobile,
    clientAddress: player.clientAddress,
    lobbyUrl: frame.lobbyUrl,
    now: app.clock(),
  });
  if (!answer.ok) {
    player.log.warn({ gameId: game.id, reason: answer.reason }, 'game url refused');
    throw new UpstreamFailed(gamesMessages.gameLaunchFailed);
  }
  return { link: aggregator.frameLink(answer.url) };
}

export async function myReturn(
  db: Queryable,
  userId: number,
  gameId: number,
): Promise<MyReturnResponse> {
  const game = await existingGame(db, gameId);
  const rounds = (await gameRounds(db, userId, game.id))
    .filter((round) => round.settled)
    .map((round) => ({
      staked: toCents(round.betsCents - round.rollbacksCents),
      returned: round.winsCents,
    }))
    .filter((round) => round.staked > 0);
  const observed = observedReturn(rounds);
  return {
    gameId: game.id,
    rtp: game.rtpPercent,
    rounds: rounds.length,
    minRounds: MIN_RETURN_ROUNDS,
    stakedCents: sumCents(rounds.map((round) => round.staked)),
    returnedCents: sumCents(rounds.map((round) => round.returned)),
    observed:
      observed === null
        ? null
        : {
            ratio: observed.ratio,
            lower: observed.lower,
            upper: observed.upper,
            rounds: observed.rounds,
          },
  };
}
