// Registration with a CPF a verified account held answered in a few
// milliseconds, with no password hashed and no account written, while a free
// CPF took a scrypt and the inserts: the time alone told a stranger the CPF
// was taken. Now every CPF, and a taken e-mail, costs the same work. The work
// is counted (exact), and the time is measured against the noise of the same
// request repeated (the figures before the fix:
// docs/api/benchmarks.md#figures-behind-the-comments).
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { describe, expect, it, vi } from 'vitest';
import type * as Passwords from '#/auth/passwords.js';
import { personRegistration, registerAndLogin, type TestPerson } from '#/test/accounts.js';
import { addToRegistry, next, unknownPeople } from '#/test/people.js';
import { median, spread, timedRegistration as timed } from '#/test/registration-timing.js';
import { useTestApp } from '#/test/use-test-app.js';

const scrypt = vi.hoisted(() => ({ hashes: 0 }));
vi.mock('#/auth/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    hashPassword: (password: string, logN: number) => {
      scrypt.hashes += 1;
      return original.hashPassword(password, logN);
    },
  };
});

// A costlier scrypt than the other tests use, so the work registration skipped
// stands well above the noise of a shared machine.
const t = useTestApp({ env: { SCRYPT_LOG_N: '14' } });

const people = unknownPeople(400_000_000, 'Pessoa Livre');
/** A person the sandbox registry knows and no account holds. */
const freePerson = (): Promise<TestPerson> => addToRegistry(t.db, next(people));

let registrations = 0;
/** One registration from its own address and e-mail: its status and CPU time in ms. */
async function timedRegistration(
  person: TestPerson,
  takenEmail?: string,
): Promise<{ status: number; ms: number }> {
  registrations += 1;
  const email = takenEmail ?? `tempo${String(registrations)}@example.com`;
  const remoteAddress = `10.${String(Math.floor(registrations / 250))}.${String(registrations % 250)}.1`;
  const { status, ms } = await timed(t.app, personRegistration(person, email), remoteAddress);
  // The holder's e-mail goes after the answer; it must not fall in the next measurement.
  await t.app.cpfHolderNotices.idle();
  return { status, ms };
}

describe('POST /api/auth/register timing', () => {
  it('attack: a free, a taken-verified and a taken-unverified CPF, and a taken e-mail, cost the same work', async () => {
    await registerAndLogin(t.app, 1);
    await registerAndLogin(t.app, 2);
    await t.db.query(
      "UPDATE users SET kyc_status = 'approved' WHERE email = 'pessoa1@example.com'",
    );
    const cases = {
      free: freePerson,
      verified: () => Promise.resolve<TestPerson>(TEST_DOCUMENTS[1]),
      unverified: () => Promise.resolve<TestPerson>(TEST_DOCUMENTS[2]),
    };
    for (const [label, person] of Object.entries(cases)) {
      const before = scrypt.hashes;
      const { status } = await timedRegistration(await person());
      expect(status, label).toBe(201);
      expect(scrypt.hashes - before, label).toBe(1);
    }
    // A taken e-mail opens no account but hashes the password all the same.
    const before = scrypt.hashes;
    const { status } = await timedRegistration(await freePerson(), 'pessoa1@example.com');
    expect(status).toBe(201);
    expect(scrypt.hashes - before).toBe(1);
  });

  it('attack: their timings differ by less than the noise of one of them repeated', async () => {
    const rounds = 11;
    const free: TestPerson[] = [];
    const withTakenEmail: TestPerson[] = [];
    for (let round = 0; round < rounds + 2; round++) {
      free.push(await freePerson());
      withTakenEmail.push(await freePerson());
    }
    const times = {
      free: [] as number[],
      verified: [] as number[],
      unverified: [] as number[],
      takenEmail: [] as number[],
    };
    // Interleaved, so a burst of load on the machine falls on every case alike;
    // the first two rounds only warm up.
    for (let round = 0; round < rounds + 2; round++) {
      const sample = {
        free: (await timedRegistration(free[round] as TestPerson)).ms,
        verified: (await timedRegistration(TEST_DOCUMENTS[1])).ms,
        unverified: (await timedRegistration(TEST_DOCUMENTS[2])).ms,
        takenEmail: (
          await timedRegistration(withTakenEmail[round] as TestPerson, 'pessoa2@example.com')
        ).ms,
      };
      if (round < 2) continue;
      times.free.push(sample.free);
      times.verified.push(sample.verified);
      times.unverified.push(sample.unverified);
      times.takenEmail.push(sample.takenEmail);
    }
    const noise = Math.max(...Object.values(times).map(spread));
    const medians = {
      free: median(times.free),
      verified: median(times.verified),
      unverified: median(times.unverified),
      takenEmail: median(times.takenEmail),
    };
    const figures = JSON.stringify({ medians, noise });
    expect(Math.abs(medians.verified - medians.free), figures).toBeLessThan(noise);
    expect(Math.abs(medians.unverified - medians.free), figures).toBeLessThan(noise);
    expect(Math.abs(medians.takenEmail - medians.free), figures).toBeLessThan(noise);
  });
});
