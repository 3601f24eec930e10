import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { OperatorSettings, SigningKey } from '@velas/domain/schemas/operator-settings';
import { imageHostProblem } from './aggregator-image-policy.js';
import { isSafeOrigin } from './safe-origin.js';

const MIN_RSA_BITS = 2048;
const file = (path: string) => `OPERATOR_SETTINGS_FILE games.${path}`;

function keyProblem(key: SigningKey, side: 'public' | 'private'): string | null {
  if (key.kind === 'hmac') return null;
  let parsed: KeyObject;
  try {
    parsed = side === 'public' ? createPublicKey(key.pem) : createPrivateKey(key.pem);
  } catch {
    return `não é uma chave ${side === 'public' ? 'pública' : 'privada'} PEM válida`;
  }
  // createPublicKey accepts a private PEM too: the aggregator's private key must never be here.
  if (side === 'public' && key.pem.includes('PRIVATE KEY'))
    return 'é uma chave privada; use a chave pública do agregador';
  if (parsed.asymmetricKeyType !== 'rsa') return 'use uma chave RSA';
  const bits = parsed.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) return `RSA de ${String(bits)} bits; mínimo ${String(MIN_RSA_BITS)}`;
  return null;
}

export function gameSettingsProblems(settings: OperatorSettings | undefined): string[] {
  const games = settings?.games;
  if (games?.enabled !== true) return [];
  const aggregator = games.aggregator;
  if (aggregator === undefined)
    return [
      `${file('aggregator')}: obrigatório com games.enabled (baseUrl, operatorId, walletKey, requestKey)`,
    ];
  const problems: string[] = [];
  if (!isSafeOrigin(aggregator.baseUrl))
    problems.push(`${file('aggregator.baseUrl')}: inseguro (use https://)`);
  const wallet = keyProblem(aggregator.walletKey, 'public');
  if (wallet !== null) problems.push(`${file('aggregator.walletKey')}: inseguro (${wallet})`);
  const previous =
    aggregator.previousWalletKey === undefined
      ? null
      : keyProblem(aggregator.previousWalletKey, 'public');
  if (previous !== null)
    problems.push(`${file('aggregator.previousWalletKey')}: inseguro (${previous})`);
  const request = keyProblem(aggregator.requestKey, 'private');
  if (request !== null) problems.push(`${file('aggregator.requestKey')}: inseguro (${request})`);
  for (const host of aggregator.imageHosts ?? []) {
    const problem = imageHostProblem(host);
    if (problem !== null) problems.push(`${file('aggregator.imageHosts')}: inseguro (${problem})`);
  }
  const providers = settings?.providers;
  const otherSecrets = new Set(
    [providers?.payment?.webhookSecret, providers?.kyc?.callbackSecret].filter(
      (value) => value !== undefined,
    ),
  );
  for (const [name, key] of [
    ['walletKey', aggregator.walletKey],
    ['requestKey', aggregator.requestKey],
  ] as const)
    if (key.kind === 'hmac' && otherSecrets.has(key.secret))
      problems.push(`${file(`aggregator.${name}`)}: inseguro (segredo de outro provedor)`);
  return problems;
}
