// New staff accounts through four-eyes (staff-account-proposals.ts): one admin
// proposes, a different admin approves, and the one-time enrolment link goes
// only to the new member's e-mail (the demo outbox here), never to an admin.
import { PROPOSAL_TTL_MS } from '@velas/domain/schemas/backoffice/proposals';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { staffByEmail } from '#/staff/staff-repository.js';
import { balanceOf, loginDemo } from '#/test/accounts.js';
import { demoUserId } from '#/test/held-money.js';
import {
  createEnrolledStaff,
  enrolWithLink,
  injectOps,
  nextTotp,
  signInStaff,
  type TestStaff,
} from '#/test/staff.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

let playerToken: string;
let playerId: number;
let ana: TestStaff;
let bia: TestStaff;
beforeAll(async () => {
  playerToken = await loginDemo(t.app);
  playerId = await demoUserId(t.db);
  ana = await createEnrolledStaff(t, 'admin');
  bia = await createEnrolledStaff(t, 'admin');
});

/** An enrolment link anywhere in a text (an answer's body, an e-mail). */
const LINK = /https?:\/\/[^\s"]+#token=[\w-]+/;

const inbox = (email: string) => t.app.providers.demoOutbox?.messagesTo(email) ?? [];

function propose(admin: TestStaff, email: string, role = 'finance') {
  return injectOps(
    t,
    {
      method: 'POST',
      url: '/ops-api/staff',
      payload: { email, role, reason: 'Nova pessoa do financeiro, contratada hoje' },
    },
    admin.cookie,
  );
}

function decide(admin: TestStaff, id: number, decision: 'approve' | 'reject') {
  return injectOps(
    t,
    {
      method: 'POST',
      url: `/ops-api/staff/proposals/${String(id)}/${decision}`,
      headers: { 'x-totp': nextTotp(t, admin.secret) },
      ...(decision === 'reject' ? { payload: { reason: 'Ninguém pediu este acesso' } } : {}),
    },
    admin.cookie,
  );
}

const unique = (name: string) => `${name}-${String(Math.random()).slice(2, 10)}@velas.example.com`;

describe('an admin alone', () => {
  it('cannot make two finance accounts and credit a player through them', async () => {
    const before = await balanceOf(t.app, playerToken);
    // The attack: two finance accounts, both links from the answers, both enrolled.
    const links: string[] = [];
    for (const name of ['fin-a', 'fin-b']) {
      const created = await propose(ana, unique(name));
      expect(created.statusCode, created.body).toBe(201);
      const link = LINK.exec(created.body)?.[0];
      if (link !== undefined) links.push(link);
    }
    const accounts = [];
    for (const link of links) accounts.push(await enrolWithLink(t, link));
    const [proposer, approver] = accounts;
    if (proposer !== undefined && approver !== undefined) {
      const proposed = await injectOps(
        t,
        {
          method: 'POST',
          url: '/ops-api/adjustments',
          headers: { 'x-totp': nextTotp(t, proposer.secret) },
          payload: { userId: playerId, amountCents: 100_000_000, reason: 'Bônus' },
        },
        proposer.cookie,
      );
      const { id } = proposed.json<{ id: number }>();
      await injectOps(
        t,
        {
          method: 'POST',
          url: `/ops-api/proposals/${String(id)}/approve`,
          headers: { 'x-totp': nextTotp(t, approver.secret) },
        },
        approver.cookie,
      );
    }
    expect(await balanceOf(t.app, playerToken), 'the balance after the attack').toBe(before);
    expect(links, 'enrolment links an admin received').toEqual([]);
  });

  it('cannot approve the account it proposed: nothing is created, nothing sent', async () => {
    const email = unique('own');
    const proposed = await propose(ana, email);
    const { proposalId } = proposed.json<{ proposalId: number }>();
    const own = await decide(ana, proposalId, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: staffMessages.staffOwnProposal });
    expect(await staffByEmail(t.db, email)).toBeNull();
    expect(inbox(email)).toEqual([]);
  });
});

describe('a second admin', () => {
  it('approves: the account exists and its link goes only to the new member', async () => {
    const email = unique('finance');
    const proposed = await propose(ana, email);
    const { proposalId } = proposed.json<{ proposalId: number }>();
    const listed = await injectOps(t, { url: '/ops-api/staff/proposals' }, bia.cookie);
    expect(listed.json<{ proposals: { id: number }[] }>().proposals).toContainEqual(
      expect.objectContaining({ id: proposalId, email, role: 'finance', proposedBy: ana.id }),
    );
    expect(await staffByEmail(t.db, email)).toBeNull();

    const approved = await decide(bia, proposalId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.body).not.toMatch(LINK);
    const created = await staffByEmail(t.db, email);
    expect(approved.json()).toEqual({ staffId: created?.id, email });
    expect(created?.role).toBe('finance');

    const [mail, ...more] = inbox(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(staffMessages.staffEnrolmentEmailSubject);
    const link = LINK.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${new URL(t.app.config.OPS_ORIGIN).origin}/cadastro#token=`)).toBe(
      true,
    );
    await enrolWithLink(t, link);
    expect((await staffByEmail(t.db, email))?.totpConfirmed).toBe(true);

    const { rows } = await t.db.query<{ actor: string; action: string }>(
      `SELECT actor, action FROM audit_events WHERE details->>'proposalId' = $1 ORDER BY id`,
      [String(proposalId)],
    );
    expect(rows).toEqual([
      { actor: `staff:${String(ana.id)}`, action: 'staff_account_proposed' },
      { actor: `staff:${String(bia.id)}`, action: 'staff_account_approved' },
    ]);
    expect((await decide(bia, proposalId, 'approve')).statusCode).toBe(409);
  });

  it('rejects, or lets it expire after 24 hours: nothing is created', async () => {
    const rejectedEmail = unique('rejected');
    const first = (await propose(ana, rejectedEmail)).json<{ proposalId: number }>();
    expect((await decide(bia, first.proposalId, 'reject')).statusCode).toBe(204);
    expect((await decide(bia, first.proposalId, 'approve')).statusCode).toBe(409);

    const lateEmail = unique('late');
    const late = (await propose(ana, lateEmail)).json<{ proposalId: number }>();
    t.clock.advance(PROPOSAL_TTL_MS);
    // Both admins were away for a day: signed in again, as the screen would ask.
    ana = { ...ana, cookie: await signInStaff(t, ana) };
    bia = { ...bia, cookie: await signInStaff(t, bia) };
    const expired = await decide(bia, late.proposalId, 'approve');
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ message: staffMessages.staffProposalExpired });
    for (const email of [rejectedEmail, lateEmail]) {
      expect(await staffByEmail(t.db, email)).toBeNull();
      expect(inbox(email)).toEqual([]);
    }
    // Past its expiry the e-mail may be proposed again.
    expect((await propose(ana, lateEmail)).statusCode).toBe(201);
  });

  it('keeps the proposal waiting when the e-mail provider fails', async () => {
    const email = unique('unsent');
    const { proposalId } = (await propose(ana, email)).json<{ proposalId: number }>();
    vi.spyOn(t.app.providers.email, 'send').mockRejectedValueOnce(new Error('provider down'));
    const failed = await decide(bia, proposalId, 'approve');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ message: staffMessages.staffEnrolmentEmailFailed });
    expect(await staffByEmail(t.db, email)).toBeNull();
    expect((await decide(bia, proposalId, 'approve')).statusCode).toBe(200);
    expect(inbox(email)).toHaveLength(1);
  });
});

describe('a proposal', () => {
  it('is refused for an e-mail of the team, or one already waiting', async () => {
    const taken = await propose(ana, bia.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: staffMessages.staffEmailTaken });
    const email = unique('twice');
    expect((await propose(ana, email)).statusCode).toBe(201);
    const again = await propose(bia, email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: staffMessages.staffAccountAlreadyProposed });
  });

  it('is neither listed nor decided among the money proposals', async () => {
    const { proposalId } = (await propose(ana, unique('money'))).json<{ proposalId: number }>();
    const finance = await createEnrolledStaff(t, 'finance');
    const listed = await injectOps(t, { url: '/ops-api/proposals' }, finance.cookie);
    expect(listed.statusCode).toBe(200);
    expect(
      listed.json<{ proposals: { id: number }[] }>().proposals.map(({ id }) => id),
    ).not.toContain(proposalId);
    const approved = await injectOps(
      t,
      {
        method: 'POST',
        url: `/ops-api/proposals/${String(proposalId)}/approve`,
        headers: { 'x-totp': nextTotp(t, finance.secret) },
      },
      finance.cookie,
    );
    expect(approved.statusCode).toBe(404);
  });

  it('needs a reason for the admin who approves', async () => {
    const response = await injectOps(
      t,
      { method: 'POST', url: '/ops-api/staff', payload: { email: unique('x'), role: 'support' } },
      ana.cookie,
    );
    expect(response.statusCode).toBe(400);
  });
});
