// Everything a staff member is refused is in the audit trail
// (docs/operations/audit-trail.md#audit-trail), not only what they did: a self-approval,
// a rule the decision breaks, a money action without its code. A refusal
// thrown inside a transaction is rolled back with it, so the guard records it
// after the answer is decided, on its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { createEnrolledStaff, injectOps, nextTotp, type TestStaff } from '#/test/staff.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

let ana: TestStaff;
beforeAll(async () => {
  ana = await createEnrolledStaff(t, 'admin');
});

async function refusalsOf(staffId: number) {
  const { rows } = await t.db.query<{ details: Record<string, unknown> }>(
    `SELECT details FROM audit_events
     WHERE action = 'action_refused' AND details->>'staffId' = $1 ORDER BY id`,
    [String(staffId)],
  );
  return rows.map((row) => row.details);
}

describe('a refused staff action', () => {
  it('is audited when an admin approves the account it proposed', async () => {
    const proposed = await injectOps(
      t,
      {
        method: 'POST',
        url: '/ops-api/staff',
        payload: {
          email: 'nova.pessoa@velas.example.com',
          role: 'finance',
          reason: 'Nova pessoa do financeiro, contratada hoje',
        },
      },
      ana.cookie,
    );
    const { proposalId } = proposed.json<{ proposalId: number }>();
    const own = await injectOps(
      t,
      {
        method: 'POST',
        url: `/ops-api/staff/proposals/${String(proposalId)}/approve`,
        headers: { 'x-totp': nextTotp(t, ana.secret) },
      },
      ana.cookie,
    );
    expect(own.statusCode).toBe(403);
    expect(await refusalsOf(ana.id)).toEqual([
      expect.objectContaining({
        method: 'POST',
        route: '/ops-api/staff/proposals/:id/approve',
        status: 403,
        message: own.json<{ message: string }>().message,
        staffRole: 'admin',
      }),
    ]);
  });

  it('is audited when a money action comes without its code', async () => {
    const before = (await refusalsOf(ana.id)).length;
    const bare = await injectOps(
      t,
      { method: 'POST', url: '/ops-api/staff/proposals/1/approve' },
      ana.cookie,
    );
    expect(bare.statusCode).toBe(403);
    const after = await refusalsOf(ana.id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      status: 403,
      route: '/ops-api/staff/proposals/:id/approve',
    });
  });
});
