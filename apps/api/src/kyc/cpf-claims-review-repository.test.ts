// The operator's review of CPF claims (docs/operations/cpf-claims.md#cpf-claims): a
// claim made by the real hand-over (handOverCpf) is listed with the balance
// the closed account kept, can be marked disputed, then settled once with a
// note in both accounts' audit trails; the ledger is never touched.
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { formatCents, type Cents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { lockCpfHolder } from '#/accounts/accounts-repository.js';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { handOverCpf } from './cpf-claims-repository.js';
import { listCpfClaims, reviewCpfClaim } from './cpf-claims-review-repository.js';
import { cpfClaimsText } from './cpf-claims-text.js';

const t = useTestApp();

const idOf = async (email: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]
    ?.id ?? 0;

/** Account 2 held the CPF of TEST_DOCUMENTS[2] without KYC, with R$ 12,34; account 3 proved it. */
async function claimed(): Promise<{ squatter: number; owner: number }> {
  const squatterLogin = await registerAndLogin(t.app, 2);
  const ownerLogin = await registerAndLogin(t.app, 3);
  const squatter = await idOf(squatterLogin.email);
  const owner = await idOf(ownerLogin.email);
  await t.db.query(
    `INSERT INTO ledger_entries (user_id, amount_cents, kind, status, reference, balance_after_cents, created_at)
     VALUES ($1, 1234, 'CasinoTransaction', 'completed', 'test:prize', 1234, $2)`,
    [squatter, new Date(t.clock.now())],
  );
  await t.db.query('UPDATE users SET balance_cents = 1234 WHERE id = $1', [squatter]);
  const cpf = TEST_DOCUMENTS[2].cpf;
  await t.db.transaction(async (tx) => {
    const holder = await lockCpfHolder(tx, cpf);
    if (holder === undefined) throw new Error('no holder');
    await handOverCpf(tx, {
      cpf,
      holder,
      claimantId: owner,
      now: new Date(t.clock.now()),
      actor: SYSTEM_ACTOR,
    });
  });
  return { squatter, owner };
}

describe('the CPF claims review', () => {
  it('lists, disputes and settles a claim once, with a note in both audit trails', async () => {
    const { squatter, owner } = await claimed();
    const [line] = await listCpfClaims(t.db);
    expect(line).toMatchObject({
      claimantId: owner,
      releasedId: squatter,
      heldBalanceCents: 1234,
      balanceCents: 1234,
      status: 'pending',
      note: null,
    });
    if (line === undefined) throw new Error('no claim');
    // Never the full CPF on the operator's screen.
    expect(line.cpf).not.toContain(TEST_DOCUMENTS[2].cpf);
    const held = formatCents(1234 as Cents);
    expect(cpfClaimsText([line])).toContain(`${held}\t${held}\tpendente`);

    expect(
      await reviewCpfClaim(t.db, { id: line.id, status: 'settled', note: '  ' }, 1, SYSTEM_ACTOR),
    ).toBe('note_required');
    expect(
      await reviewCpfClaim(
        t.db,
        { id: line.id, status: 'disputed', note: 'Titular anterior contestou por e-mail.' },
        t.clock.now(),
        SYSTEM_ACTOR,
      ),
    ).toBe('done');
    expect((await listCpfClaims(t.db))[0]).toMatchObject({
      status: 'disputed',
      note: 'Titular anterior contestou por e-mail.',
    });

    const note = 'Saldo de R$ 12,34 devolvido por Pix ao titular anterior.';
    expect(
      await reviewCpfClaim(
        t.db,
        { id: line.id, status: 'settled', note },
        t.clock.now(),
        SYSTEM_ACTOR,
      ),
    ).toBe('done');
    expect(await listCpfClaims(t.db)).toEqual([]);
    expect(cpfClaimsText([])).toBe('Nenhuma reivindicação de CPF em aberto.');
    expect(await listCpfClaims(t.db, { all: true })).toEqual([
      expect.objectContaining({ id: line.id, status: 'settled', note }),
    ]);
    // Final: neither a second settlement nor a dispute reopens it.
    for (const status of ['settled', 'disputed'] as const)
      expect(
        await reviewCpfClaim(t.db, { id: line.id, status, note: 'de novo' }, 2, SYSTEM_ACTOR),
      ).toBe('already_settled');
    expect(
      await reviewCpfClaim(t.db, { id: 999_999, status: 'settled', note }, 3, SYSTEM_ACTOR),
    ).toBe('not_found');

    const audit = await t.db.query<{ user_id: number; action: string }>(
      "SELECT user_id, action FROM audit_events WHERE action IN ('cpf_claim_disputed', 'cpf_claim_settled') ORDER BY id",
    );
    expect(audit.rows.map((row) => [row.user_id, row.action])).toEqual([
      [owner, 'cpf_claim_disputed'],
      [squatter, 'cpf_claim_disputed'],
      [owner, 'cpf_claim_settled'],
      [squatter, 'cpf_claim_settled'],
    ]);
    // The review moved no money.
    const ledger = await t.db.query<{ sum: string }>(
      'SELECT SUM(amount_cents) AS sum FROM ledger_entries WHERE user_id = $1',
      [squatter],
    );
    expect(Number(ledger.rows[0]?.sum)).toBe(1234);
  });
});
