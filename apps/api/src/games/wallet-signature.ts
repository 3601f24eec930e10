// Over the exact bytes of the body; used both ways, to check the aggregator's
// calls and to sign ours.
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { SigningKey } from '@velas/domain/schemas/operator-settings';

export interface BodySigner {
  sign(rawBody: string): string;
}
export interface BodyVerifier {
  verify(rawBody: string, signature: string): boolean;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function bodySigner(key: SigningKey): BodySigner {
  if (key.kind === 'hmac')
    return { sign: (raw) => createHmac('sha256', key.secret).update(raw).digest('base64') };
  const privateKey: KeyObject = createPrivateKey(key.pem);
  return { sign: (raw) => sign('sha256', Buffer.from(raw), privateKey).toString('base64') };
}

export function bodyVerifier(key: SigningKey): BodyVerifier {
  if (key.kind === 'hmac')
    return {
      verify: (raw, signature) => {
        if (!BASE64.test(signature)) return false;
        const expected = createHmac('sha256', key.secret).update(raw).digest();
        const given = Buffer.from(signature, 'base64');
        return given.length === expected.length && timingSafeEqual(given, expected);
      },
    };
  const publicKey: KeyObject = createPublicKey(key.pem);
  return {
    verify: (raw, signature) =>
      BASE64.test(signature) &&
      verify('sha256', Buffer.from(raw), publicKey, Buffer.from(signature, 'base64')),
  };
}
