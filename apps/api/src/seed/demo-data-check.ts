// A CPF of the test list is no sign of a demo: real people hold those valid CPFs.
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import type { OperatorSettings } from '@velas/domain/schemas/operator-settings';
import type { Queryable } from '#/db/database.js';
import {
  countAccountsWithEmail,
  countRegisteredDocuments,
  simulatedHousesOutside,
} from './demo-data-repository.js';

const TEST_CPFS = TEST_DOCUMENTS.map((document) => document.cpf);

/** What of a demo this database holds; empty when production may use it. */
export async function demoDataProblems(
  db: Queryable,
  operator: Pick<OperatorSettings, 'simulatedBetHouses'>,
): Promise<string[]> {
  const problems: string[] = [];
  if ((await countAccountsWithEmail(db, DEMO_EMAIL)) > 0)
    problems.push(`a conta de demonstração (${DEMO_EMAIL})`);
  const registry = await countRegisteredDocuments(db, TEST_CPFS);
  if (registry > 0) problems.push(`o cadastro de CPFs de teste (${String(registry)} CPFs)`);
  const houses = await simulatedHousesOutside(db, operator.simulatedBetHouses ?? []);
  if (houses.length > 0)
    problems.push(
      `rodadas simuladas de ${houses.join(', ')}, casas que não estão em simulatedBetHouses`,
    );
  return problems;
}

export function demoDatabaseMessage(problems: string[]): string {
  return [
    'APP_MODE=production: o banco de dados tem dados da demonstração e o servidor não inicia:',
    ...problems.map((problem) => `  - ${problem}`),
    'Inicie a produção num banco limpo: um DATA_DIR novo (pasta vazia) ou um DATABASE_URL de um banco PostgreSQL novo (createdb). A produção cria as tabelas e não semeia nada.',
  ].join('\n');
}
