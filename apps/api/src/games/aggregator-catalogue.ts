// Asked at most once per CATALOGUE_TTL_MS; without an answer the last list stays.
import { MINUTE_MS } from '@velas/domain/calendar';
import type { Queryable } from '#/db/database.js';
import { PROVIDER_TIMEOUT_MS } from '#/provider-wire/provider-client.js';
import type { ImageSourcePolicy } from '#/settings/aggregator-image-policy.js';
import { storeAggregatorGames } from './aggregator-catalogue-repository.js';
import type { AggregatorClient } from './aggregator-client.js';
import {
  fetchAggregatorImage,
  type CachedImage,
  type ResolveFn,
} from './aggregator-image-fetch.js';

export type { CachedImage } from './aggregator-image-fetch.js';

export const CATALOGUE_TTL_MS = 10 * MINUTE_MS;
/** After a failed ask, the next one waits this long (the last list stays meanwhile). */
export const CATALOGUE_RETRY_MS = MINUTE_MS;
/** An image larger than this is not kept: the tile art is shown instead. */
const MAX_IMAGE_BYTES = 2_000_000;

export interface CataloguedGame {
  code: string;
  thumb: string | null;
  background: string | null;
}

export interface AggregatorCatalogue {
  /** The games to show by code, refreshed when stale; null: no list yet. */
  games(): Promise<ReadonlyMap<string, CataloguedGame> | null>;
  /** The game's image for a tile variant (mobile: thumb, desktop: background), fetched once. */
  image(code: string, variant: 'mobile' | 'desktop'): Promise<CachedImage | null>;
}

interface AggregatorCatalogueInput {
  client: AggregatorClient;
  db: Queryable;
  clock: () => number;
  /** Where images may come from. */
  imagePolicy: ImageSourcePolicy;
  /** Name resolution for image hosts; the system's unless a test injects one. */
  resolve?: ResolveFn;
  onError?: (reason: string) => void;
  onImageRefused?: (url: string, reason: string) => void;
}

export function aggregatorCatalogue(options: AggregatorCatalogueInput): AggregatorCatalogue {
  async function fetchImage(url: string): Promise<CachedImage | null> {
    const answer = await fetchAggregatorImage(url, options.imagePolicy, {
      timeoutMs: PROVIDER_TIMEOUT_MS,
      maxBytes: MAX_IMAGE_BYTES,
      ...(options.resolve === undefined ? {} : { resolve: options.resolve }),
    });
    if (answer.ok) return answer.image;
    options.onImageRefused?.(url, answer.reason);
    return null;
  }
  let current: Map<string, CataloguedGame> | null = null;
  let nextAskAt = 0;
  let asking: Promise<void> | null = null;
  const images = new Map<string, Promise<CachedImage | null>>();

  async function ask(): Promise<void> {
    const answer = await options.client.gameList();
    if (!answer.ok) {
      options.onError?.(answer.reason);
      nextAskAt = options.clock() + CATALOGUE_RETRY_MS;
      return;
    }
    await storeAggregatorGames(options.db, answer.games);
    current = new Map(
      answer.games.map((game) => [
        game.game_code,
        {
          code: game.game_code,
          thumb: game.url_thumb ?? null,
          background: game.url_background ?? null,
        },
      ]),
    );
    images.clear();
    nextAskAt = options.clock() + CATALOGUE_TTL_MS;
  }

  return {
    async games() {
      if (options.clock() >= nextAskAt) {
        asking ??= ask().finally(() => {
          asking = null;
        });
        await asking;
      }
      return current;
    },
    async image(code, variant) {
      const game = current?.get(code);
      const url = variant === 'mobile' ? game?.thumb : (game?.background ?? game?.thumb);
      if (url === undefined || url === null) return null;
      const key = `${code}:${variant}`;
      let image = images.get(key);
      if (image === undefined) {
        image = fetchImage(url);
        images.set(key, image);
      }
      return image;
    },
  };
}
