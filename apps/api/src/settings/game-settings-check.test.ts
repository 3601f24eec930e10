import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  operatorSettingsSchema,
  type OperatorSettingsInput,
  type SigningKey,
} from '@velas/domain/schemas/operator-settings';
import { rsaKeys } from '../test/game-wallet.js';
import { gameSettingsProblems } from './game-settings-check.js';

const ours = rsaKeys();
const theirs = rsaKeys();
const settings = (games: OperatorSettingsInput['games'], webhookSecret?: string) =>
  operatorSettingsSchema.parse({
    public: { brand: { name: 'Casa' } },
    providers: webhookSecret === undefined ? {} : { payment: { webhookSecret } },
    games,
  });
const aggregator = (overrides: Record<string, unknown> = {}) => ({
  baseUrl: 'https://api.aggregator.example/operator/generic/v2',
  operatorId: 7,
  walletKey: theirs.wallet,
  requestKey: ours.signing,
  ...overrides,
});

describe('production refuses unsafe game settings', () => {
  it('accepts games disabled, and a safe aggregator', () => {
    expect(gameSettingsProblems(settings(undefined))).toEqual([]);
    expect(gameSettingsProblems(settings({ enabled: false }))).toEqual([]);
    expect(gameSettingsProblems(settings({ enabled: true, aggregator: aggregator() }))).toEqual([]);
  });

  it('names a missing aggregator, http, swapped and weak keys, a reused secret', () => {
    expect(gameSettingsProblems(settings({ enabled: true }))).toEqual([
      expect.stringContaining('games.aggregator: obrigatório'),
    ]);
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const weak: SigningKey = { kind: 'rsa', pem: privateKey };
    const secret = 'a-webhook-secret-shared-by-two-providers!';
    const problems = gameSettingsProblems(
      settings(
        {
          enabled: true,
          aggregator: aggregator({
            baseUrl: 'http://aggregator.example/v2',
            walletKey: theirs.signing,
            requestKey: weak,
          }),
        },
        secret,
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(/aggregator.baseUrl: inseguro \(use https/),
      expect.stringMatching(/aggregator.walletKey: inseguro \(é uma chave privada/),
      expect.stringMatching(/aggregator.requestKey: inseguro \(RSA de 1024 bits/),
    ]);
    const reused = gameSettingsProblems(
      settings(
        { enabled: true, aggregator: aggregator({ walletKey: { kind: 'hmac', secret } }) },
        secret,
      ),
    );
    expect(reused).toEqual([
      expect.stringMatching(/walletKey: inseguro \(segredo de outro provedor/),
    ]);
  });
});
