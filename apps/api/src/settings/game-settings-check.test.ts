import { generateKeyPairSync } from 'node:crypto';
import {
  operatorSettingsSchema,
  type OperatorSettingsInput,
  type SigningKey,
} from '@velas/domain/schemas/operator-settings';
import { describe, expect, it } from 'vitest';
import { rsaKeys } from '#/test/game-wallet.js';
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

  it('names image hosts inside our network; a wildcard over a top-level domain is no host', () => {
    const hosts = (imageHosts: string[]) =>
      gameSettingsProblems(
        settings({
          enabled: true,
          aggregator: aggregator({ catalogue: 'aggregator', imageHosts }),
        }),
      );
    expect(hosts(['cdn.aggregator.example', '*.images.aggregator.example', '8.8.8.8'])).toEqual([]);
    expect(hosts(['127.0.0.1', '10.1.2.3', '169.254.169.254', 'a.localhost'])).toEqual([
      expect.stringMatching(/imageHosts: inseguro \(127\.0\.0\.1 é esta máquina/),
      expect.stringMatching(/imageHosts: inseguro \(10\.1\.2\.3 não é um endereço público/),
      expect.stringMatching(/imageHosts: inseguro \(169\.254\.169\.254 não é um endereço público/),
      expect.stringMatching(/imageHosts: inseguro \(a\.localhost é esta máquina/),
    ]);
    for (const host of ['localhost', '*.com', 'https://cdn.aggregator.example', 'cdn:8443'])
      expect(() =>
        settings({ enabled: true, aggregator: aggregator({ imageHosts: [host] }) }),
      ).toThrow(/Host inválido/);
  });
});
