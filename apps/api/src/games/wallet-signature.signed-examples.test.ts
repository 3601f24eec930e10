// docs/games.md#signed-examples cannot drift: every signature printed there
// is the HMAC of its body with the page's example secret, and every body is
// a request the wallet accepts.
import { readFileSync } from 'node:fs';
import {
  betRequestSchema,
  rollbackRequestSchema,
  userBalanceRequestSchema,
  winRequestSchema,
} from '@velas/domain/schemas/game-wallet';
import { describe, expect, it } from 'vitest';
import { bodyVerifier } from './wallet-signature.js';

const page = readFileSync(new URL('../../../../docs/games.md', import.meta.url), 'utf8');
const secret = /example secret\s+`([^`]+)`/.exec(page)?.[1] ?? '';
const examples = [
  ...page.matchAll(
    /\*\*([a-z/]+)\*\*[^\n]*\n\n```text\n([^\n]+)\n```\n\n`X-Hub88-Signature: ([^`]+)`/g,
  ),
].map(([, call, body, signature]) => ({
  call: call ?? '',
  body: body ?? '',
  signature: signature ?? '',
}));
const schemas: Record<string, { safeParse: (value: unknown) => { success: boolean } }> = {
  'user/balance': userBalanceRequestSchema,
  'transaction/bet': betRequestSchema,
  'transaction/win': winRequestSchema,
  'transaction/rollback': rollbackRequestSchema,
};

describe('the signed examples of docs/games.md', () => {
  it('has one for balance, bet, win and rollback, with a secret production refuses', () => {
    expect(examples.map((example) => example.call)).toEqual(Object.keys(schemas));
    expect(secret).toMatch(/do-not-use/);
  });

  it.each(examples)(
    '$call: the signature is the body’s, and the body is a valid request',
    (example) => {
      const verifier = bodyVerifier({ kind: 'hmac', secret });
      expect(verifier.verify(example.body, example.signature)).toBe(true);
      expect(verifier.verify(`${example.body} `, example.signature)).toBe(false);
      expect(schemas[example.call]?.safeParse(JSON.parse(example.body)).success).toBe(true);
    },
  );
});
