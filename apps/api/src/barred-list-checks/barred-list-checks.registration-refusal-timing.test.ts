// A CPF the regulator's impedidos list bars is refused at registration with
// the answer an unknown CPF gets (docs/product/registration.md#registration): the same
// status and text, and the same work, so its time says nothing either. Both
// refusals consult the document check and the impedidos module and store one
// check; their CPU times are compared against the noise of one of them
// repeated, as registration.timing.test.ts does for the accepted answers.
import { DEMO_SELF_EXCLUDED_CPF, TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { authMessages } from '@velas/domain/messages/auth';
import { describe, expect, it } from 'vitest';
import { personRegistration, type TestPerson } from '#/test/accounts.js';
import { next, unknownPeople } from '#/test/people.js';
import { median, spread, timedRegistration } from '#/test/registration-timing.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp({ env: { SCRYPT_LOG_N: '14' } });

const barred = TEST_DOCUMENTS.find((person) => person.cpf === DEMO_SELF_EXCLUDED_CPF);
const unknowns = unknownPeople(600_000_000);
/** A valid CPF the sandbox registry does not know. */
const unknownPerson = (): TestPerson => next(unknowns);

let registrations = 0;
/** One registration from its own address: status, body and CPU time in ms. */
function timedRefusal(person: TestPerson) {
  registrations += 1;
  const remoteAddress = `10.7.${String(Math.floor(registrations / 250))}.${String(registrations % 250)}`;
  const email = `recusa${String(registrations)}@example.com`;
  return timedRegistration(t.app, personRegistration(person, email), remoteAddress);
}

describe('POST /api/auth/register refusal of a barred CPF', () => {
  it('attack: answers byte for byte what an unknown CPF gets', async () => {
    if (barred === undefined) throw new Error('the demo self-excluded CPF is not in the registry');
    const fromBarred = await timedRefusal(barred);
    const fromUnknown = await timedRefusal(unknownPerson());
    expect(fromBarred.status).toBe(422);
    expect(fromBarred.body).toBe(fromUnknown.body);
    expect(JSON.parse(fromBarred.body)).toMatchObject({
      message: authMessages.registrationCpfRefused,
    });
  });

  it('attack: the two refusals differ in time by less than the noise of one repeated', async () => {
    if (barred === undefined) throw new Error('the demo self-excluded CPF is not in the registry');
    const rounds = 15;
    const times = { barred: [] as number[], unknown: [] as number[] };
    // Interleaved; the first two rounds only warm up.
    for (let round = 0; round < rounds + 2; round++) {
      const sample = {
        barred: (await timedRefusal(barred)).ms,
        unknown: (await timedRefusal(unknownPerson())).ms,
      };
      if (round < 2) continue;
      times.barred.push(sample.barred);
      times.unknown.push(sample.unknown);
    }
    const noise = Math.max(spread(times.barred), spread(times.unknown));
    const medians = { barred: median(times.barred), unknown: median(times.unknown) };
    const figures = JSON.stringify({ medians, noise });
    expect(Math.abs(medians.barred - medians.unknown), figures).toBeLessThan(noise);
  });
});
