// `wire` carries the app's metrics, and a test's fetch.
import {
  WALLET_SIGNATURE_HEADER,
  aggregatorGameSchema,
  dailyReportSchema,
  gameListResponseSchema,
  gameUrlResponseSchema,
  type AggregatorGame,
  type DailyReport,
  type GameUrlRequest,
} from '@velas/domain/schemas/game-wallet';
import type { GameAggregatorSettings } from '@velas/domain/schemas/operator-settings';
import { providerClient, type ProviderWire } from '#/provider-wire/provider-client.js';
import { bodySigner } from './wallet-signature.js';

export type GameUrlAnswer = { ok: true; url: string } | { ok: false; reason: string };

export type DailyReportAnswer = { ok: true; report: DailyReport } | { ok: false; reason: string };

export type GameListAnswer = { ok: true; games: AggregatorGame[] } | { ok: false; reason: string };

export interface AggregatorClient {
  gameUrl(request: Omit<GameUrlRequest, 'operator_id'>): Promise<GameUrlAnswer>;
  /** `POST {baseUrl}/game/list`: the enabled games that parse; one bad entry does not hide the rest. */
  gameList(): Promise<GameListAnswer>;
  /** `POST {baseUrl}/report/daily`: its totals of one UTC day. */
  dailyReport(date: string): Promise<DailyReportAnswer>;
}

export function aggregatorClient(
  settings: GameAggregatorSettings,
  wire: ProviderWire = {},
): AggregatorClient {
  // Made at the first start: a key production-check refused never reaches here.
  let signer: ReturnType<typeof bodySigner> | undefined;
  // No bearer key: the aggregator knows us by the body's signature.
  const client = providerClient({ name: 'aggregator', baseUrl: settings.baseUrl, ...wire });
  /** A signed POST; the parsed JSON answer, or why there is none. */
  async function post(
    path: string,
    body: Record<string, unknown>,
  ): Promise<{ ok: true; json: unknown } | { ok: false; reason: string }> {
    // Serialised once: the client sends the very string signed here.
    const json = JSON.stringify({ ...body, operator_id: settings.operatorId });
    const signature = (signer ??= bodySigner(settings.requestKey)).sign(json);
    const answer = await client.post(path, json, {
      headers: { [WALLET_SIGNATURE_HEADER]: signature },
    });
    if (answer.status === 'unreachable')
      return { ok: false, reason: `unreachable: ${String(answer.cause)}` };
    if (answer.status < 200 || answer.status > 299)
      return { ok: false, reason: `HTTP ${String(answer.status)}` };
    if (answer.body === null) return { ok: false, reason: 'answer is not JSON' };
    return { ok: true, json: answer.body };
  }
  return {
    async dailyReport(date) {
      const answer = await post('/report/daily', { date });
      if (!answer.ok) return answer;
      const report = dailyReportSchema.safeParse(answer.json);
      if (!report.success || report.data.date !== date)
        return { ok: false, reason: 'answer is not the daily report of that date' };
      return { ok: true, report: report.data };
    },
    async gameList() {
      const answer = await post('/game/list', {});
      if (!answer.ok) return answer;
      const list = gameListResponseSchema.safeParse(answer.json);
      if (!list.success) return { ok: false, reason: 'answer is not a list' };
      const games = list.data.flatMap((entry) => {
        const game = aggregatorGameSchema.safeParse(entry);
        return game.success && game.data.enabled ? [game.data] : [];
      });
      return { ok: true, games };
    },
    async gameUrl(request) {
      const answer = await post('/game/url', request);
      if (!answer.ok) return answer;
      const json = answer.json;
      const parsed = gameUrlResponseSchema.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'answer has no url' };
      const url = new URL(parsed.data.url);
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return { ok: false, reason: 'url is not http(s)' };
      return { ok: true, url: url.toString() };
    },
  };
}
