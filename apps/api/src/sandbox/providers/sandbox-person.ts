import { addDays, saoPauloToday } from '@velas/domain/calendar';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import type { SANDBOX_PERSONS } from '@velas/domain/schemas/kyc';

const MINOR_AGE_DAYS = 16 * 365;

export function sandboxPerson(
  account: { cpf: string; birthDate: string | null },
  person: (typeof SANDBOX_PERSONS)[number],
  now: number,
): { verified_document: string; verified_birth_date: string } {
  const accountBirthDate = account.birthDate ?? '1990-01-01';
  if (person === 'other-cpf') {
    const other = TEST_DOCUMENTS.find((document) => document.cpf !== account.cpf);
    return { verified_document: other?.cpf ?? '', verified_birth_date: accountBirthDate };
  }
  if (person === 'minor')
    return {
      verified_document: account.cpf,
      verified_birth_date: addDays(saoPauloToday(now), -MINOR_AGE_DAYS),
    };
  return { verified_document: account.cpf, verified_birth_date: accountBirthDate };
}
