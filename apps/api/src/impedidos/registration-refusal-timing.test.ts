// A CPF the regulator's impedidos list bars is refused at registration with
// the answer an unknown CPF gets (docs/product.md#registration): the same
// status and text, and the same work, so its time says nothing either. Both
// refusals consult the document check and the impedidos module and store one
// check; their CPU times are compared against the noise of one of them
// repeated, as registration-timing.test.ts does for the accepted answers.
import { DEMO_SELF_EXCLUDED_CPF, TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { messages } from '@velas/domain/messages';
import { describe, expect, it } from 'vitest';
import { personRegistration, type TestPerson } from '../test/accounts.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp({ env: { SCRYPT_LOG_N: '14' } });

/** A valid CPF from nine digits (the check digits computed as the Receita does). */
function cpfFrom(base: string): string {
  const digit = (digits: string) => {
    let sum = 0;
    for (let index = 0; index < digits.length; index++)
      sum += Number(digits.charAt(index)) * (digits.length + 1 - index);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = digit(base);
  return base + first + digit(base + first);
}

const barred = TEST_DOCUMENTS.find((person) => person.cpf === DEMO_SELF_EXCLUDED_CPF);
let unknowns = 0;
/** A valid CPF the sandbox registry does not know. */
const unknownPerson = (): TestPerson =>
  ({
    cpf: cpfFrom(String(600_000_000 + (unknowns += 1) * 7_919).padStart(9, '0')),
    name: 'Pessoa Desconhecida',
    birthDate: '1990-01-01',
  }) as unknown as TestPerson;

let registrations = 0;
/** One registration from its own address: status, body and CPU time in ms (see registration-timing.test.ts). */
async function timedRefusal(person: TestPerson) {
  registrations += 1;
  const remoteAddress = `10.7.${String(Math.floor(registrations / 250))}.${String(registrations % 250)}`;
  // The form's CPF check comes first and fills the cache, as in the app.
  await t.app.inject({
    method: 'POST',
    url: '/api/validate/document',
    payload: { document: person.cpf },
    remoteAddress,
  });
  const cpu = process.cpuUsage();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: personRegistration(person, `recusa${String(registrations)}@example.com`),
    remoteAddress,
  });
  const used = process.cpuUsage(cpu);
  return { status: response.statusCode, body: response.body, ms: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted.at(-2) ?? 0) - (sorted[1] ?? 0);
};

describe('POST /api/auth/register refusal of a barred CPF', () => {
  it('attack: answers byte for byte what an unknown CPF gets', async () => {
    if (barred === undefined) throw new Error('the demo self-excluded CPF is not in the registry');
    const fromBarred = await timedRefusal(barred);
    const fromUnknown = await timedRefusal(unknownPerson());
    expect(fromBarred.status).toBe(422);
    expect(fromBarred.body).toBe(fromUnknown.body);
    expect(JSON.parse(fromBarred.body)).toMatchObject({ message: messages.registrationCpfRefused });
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
