import { historyMessages } from '@velas/domain/messages/history';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const READS = [
  '/history-api/history-odd?date=2026-03-10&numberVelas=10&betHouse=MINES_BET',
  '/history-api/analysis-odd?date=2026-03-10&odd=10&betHouse=MINES_BET',
  '/history-api/candles-by-hour?date=2026-03-10&odd=10&betHouse=MINES_BET',
];

describe('public history reads per client address', () => {
  const t = useTestApp({ env: { HISTORY_MAX_PER_IP_PER_MINUTE: '3' } });

  const read = (url: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'GET', url, remoteAddress });

  it('attack: one address polling past the budget gets 429 in pt-BR, on any history read; others are unaffected', async () => {
    for (const url of READS) expect((await read(url)).statusCode, url).toBe(200);
    // One budget for all the reads, not one per route.
    for (const url of [...READS, '/history-api/chain?betHouse=MINES_BET']) {
      const refused = await read(url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toEqual({
        code: 'throttled',
        message: historyMessages.historyRateLimited,
        errors: {},
      });
    }
    expect((await read(READS[0] ?? '', '203.0.113.8')).statusCode).toBe(200);
  });
});
