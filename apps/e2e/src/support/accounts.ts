// Each CPF of the sandbox registry registers once per database: the ten
// non-demo people are split between the two sizes.
import { DEMO_EMAIL, DEMO_PASSWORD } from '@velas/domain/demo/account';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import type { Account, Person } from './api.js';
import type { Viewport } from './viewports.js';

/** The seeded, KYC-approved demo account: only for flows that change nothing. */
export const DEMO = { email: DEMO_EMAIL, password: DEMO_PASSWORD };

/** Passes the checksum but is not in the registry (docs/api/demo.md). */
export const UNREGISTERED_CPF = '12345678909';

export type AccountRole = 'registration' | 'kyc' | 'wallet' | 'protection' | 'games';
const ROLES: readonly AccountRole[] = ['registration', 'kyc', 'wallet', 'protection', 'games'];

const people: readonly Person[] = TEST_DOCUMENTS.slice(1);

export function freshAccount(viewport: Viewport, role: AccountRole): Account {
  const index = (viewport.name === 'phone' ? 0 : ROLES.length) + ROLES.indexOf(role);
  const person = people[index];
  if (!person) throw new Error(`Sem CPF de teste para ${viewport.name}/${role}`);
  return {
    email: `${role}-${viewport.name}@example.com`,
    password: 'senha-e2e-123',
    person,
  };
}
