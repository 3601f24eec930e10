// Only the api holds zxcvbn's dictionaries: too large for the web app's bundle.
import { authMessages } from '@velas/domain/messages/auth';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as brazilianDictionary } from '@zxcvbn-ts/language-pt-br';
import { Refused } from '#/domain-errors.js';

/**
 * zxcvbn's score 3, at least 10^8 guesses. Login throttling still lets an
 * attacker rotating addresses try one password every 2 s per account, about
 * 43,000 a day (1.6 x 10^7 a year): score 2 (10^6) falls in weeks, score 3
 * holds for years. Random-looking 8-character passwords and three-word
 * phrases with a number reach it; `senha123`, `flamengo123`, `demo12345` and
 * `Brasil2024` do not.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The estimate runs on the event loop, and crafted passwords (runs of l33t
 * characters) cost it time that grows fast with length: a long one held
 * the loop for seconds. Only the first 32 characters are judged, with at most
 * 16 l33t substitutions tried, which bounds the worst such password to a
 * short pause (docs/api/benchmarks.md#figures-behind-the-comments). A longer
 * password is at least as strong as its first 32 characters.
 */
const CHECKED_CHARACTERS = 32;
const L33T_MAX_SUBSTITUTIONS = 16;

// Built on first use: loading the dictionaries takes a moment.
let estimator: ZxcvbnFactory | undefined;

export function passwordScore(password: string, playerDetails: readonly string[] = []): number {
  estimator ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...brazilianDictionary },
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  const judged = Array.from(password).slice(0, CHECKED_CHARACTERS).join('');
  // `joana.silva@example.com` also as `joana.silva`, `joana` and `silva`.
  const details = playerDetails.flatMap((detail) => [
    detail,
    ...detail.split('@'),
    ...detail.split(/[^\p{L}\p{N}]+/u),
  ]);
  return estimator.check(
    judged,
    details.filter((part) => part.length >= 3),
  ).score;
}

/** Refuses, as an error on the `password` field, a password a cracker would guess early. */
export function refuseGuessablePassword(
  password: string,
  playerDetails: readonly string[] = [],
): void {
  if (passwordScore(password, playerDetails) < MIN_PASSWORD_SCORE)
    throw Refused.field('password', authMessages.passwordTooGuessable);
}
