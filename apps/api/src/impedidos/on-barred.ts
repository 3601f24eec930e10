// What a check does with an existing account found barred, until the
// barred-account procedure (block, notice, withdrawal window, refund, close)
// takes this place: it only logs. impedidos-plugin.ts injects it in one place.
import type { FastifyBaseLogger } from 'fastify';
import { barredBases, type OnBarred } from './impedidos.js';

export function logOnlyOnBarred(log: FastifyBaseLogger): OnBarred {
  return (userId, answer) => {
    log.warn(
      { userId, bases: barredBases(answer), answeredAt: answer.answeredAt },
      'impedidos: barred account',
    );
    return Promise.resolve();
  };
}
