// Speaks the same contract as a real aggregator, over real HTTP to this
// server's own socket (docs/product/games.md#demo-crash-game).
import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import {
  WALLET_SIGNATURE_HEADER,
  centsToWalletUnits,
  type WalletResponse,
} from '@velas/domain/schemas/game-wallet';
import type { GameAggregatorSettings, SigningKey } from '@velas/domain/schemas/operator-settings';
import type { FastifyInstance } from 'fastify';
import { bodySigner, bodyVerifier, type BodyVerifier } from '#/games/wallet-signature.js';
import { selfFetch, selfUrl } from '#/provider-wire/self-fetch.js';

export const DEMO_CRASH_GAME_CODE = 'demo_crash';
export const DEMO_AGGREGATOR_PREFIX = '/demo-aggregator';

export interface DemoAggregatorKeys {
  /** What the operator's settings hold: the aggregator's public key, our private key. */
  settings: GameAggregatorSettings;
  /** The aggregator's private key: signs its wallet calls. */
  walletSigning: SigningKey;
  /** Our public key: checks our game/url requests. */
  requestVerifier: BodyVerifier;
}

interface RsaPair {
  publicPem: string;
  privatePem: string;
}

const generateRsaPair = promisify(generateKeyPair);

async function rsaPair(): Promise<RsaPair> {
  const { publicKey, privateKey } = await generateRsaPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicPem: publicKey, privatePem: privateKey };
}

/** The aggregator's pair and ours. */
export interface DemoAggregatorPairs {
  aggregator: RsaPair;
  operator: RsaPair;
}

/**
 * New keys per process, like demoSecret: each process signs and checks its
 * own. Made on libuv's threads, both at once, not on the event loop: an RSA
 * key takes a while, longer on some draws than others.
 */
export async function demoAggregatorPairs(): Promise<DemoAggregatorPairs> {
  const [aggregator, operator] = await Promise.all([rsaPair(), rsaPair()]);
  return { aggregator, operator };
}

export function demoAggregatorKeys(
  appOrigin: string,
  { aggregator, operator }: DemoAggregatorPairs,
): DemoAggregatorKeys {
  return {
    settings: {
      baseUrl: `${new URL(appOrigin).origin}${DEMO_AGGREGATOR_PREFIX}/operator/generic/v2`,
      operatorId: 1,
      walletKey: { kind: 'rsa', pem: aggregator.publicPem },
      requestKey: { kind: 'rsa', pem: operator.privatePem },
      catalogue: 'operator',
      tokenMinutes: 240,
      maxLiveSessions: 3,
    },
    walletSigning: { kind: 'rsa', pem: aggregator.privatePem },
    requestVerifier: bodyVerifier({ kind: 'rsa', pem: operator.publicPem }),
  };
}

export interface WalletClient {
  call(path: string, body: Record<string, unknown>): Promise<WalletResponse>;
}

/** Signed calls to the operator's wallet (/games-wallet), over HTTP. */
export function walletClient(app: FastifyInstance, key: SigningKey): WalletClient {
  const signer = bodySigner(key);
  return {
    async call(path, body) {
      const raw = JSON.stringify({ ...body, request_uuid: randomUUID() });
      const response = await selfFetch(app, { socketOnly: true })(selfUrl(`/games-wallet${path}`), {
        method: 'POST',
        body: raw,
        headers: {
          'content-type': 'application/json',
          [WALLET_SIGNATURE_HEADER]: signer.sign(raw),
        },
        signal: AbortSignal.timeout(10_000),
      });
      return (await response.json()) as WalletResponse;
    },
  };
}

export const newSessionId = () => randomBytes(18).toString('base64url');
export const walletUnits = centsToWalletUnits;
