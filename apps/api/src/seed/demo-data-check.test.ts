// A database a demo has used never becomes production
// (docs/api/production.md#a-database-a-demo-has-used): the start fails naming what of the
// demo it holds, and says how to start clean.
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#/app.js';
import type { Database } from '#/db/database.js';
import { productionSettings } from '#/test/production-app.js';
import { testConfig } from '#/test/test-config.js';
import { useTestApp } from '#/test/use-test-app.js';
import { demoDataProblems } from './demo-data-check.js';

const production = productionSettings();

/** The test's database, which a failed start must not close under the test. */
const kept = (db: Database): Database =>
  new Proxy(db, {
    get: (target, key) =>
      key === 'close' ? () => Promise.resolve() : (Reflect.get(target, key, target) as unknown),
  });

describe('a database a demo has used', () => {
  const t = useTestApp();
  beforeAll(async () => {
    // A round the demo's simulator wrote for a house.
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO round_chains (bet_house, generation, salt, terminating_hash, seed, length)
       VALUES ('MINES_BET', 999, 'sal', repeat('b', 64), repeat('a', 64), 10) RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO rounds (bet_house, odd, time_ms, hash, chain_id, chain_index)
       VALUES ('MINES_BET', 2.5, 0, repeat('c', 64), $1, 0)`,
      [rows[0]?.id],
    );
  });

  it('refuses production, naming the demo account, the test CPFs and the simulated rounds', async () => {
    const start = buildApp({
      config: testConfig({ APP_MODE: 'production' }),
      settings: production,
      db: kept(t.db),
    });
    await expect(start).rejects.toThrow(
      new RegExp(
        `^APP_MODE=production: o banco de dados tem dados da demonstração[^\\n]*\\n {2}- a conta de demonstração \\(demo@example\\.com\\)\\n {2}- o cadastro de CPFs de teste \\(${String(TEST_DOCUMENTS.length)} CPFs\\)\\n[\\s\\S]*Inicie a produção num banco limpo`,
      ),
    );
  });

  it('names simulated rounds of a house production does not simulate', async () => {
    const houses = async (simulatedBetHouses: ['MINES_BET'] | []) =>
      (await demoDataProblems(t.db, { simulatedBetHouses })).filter((problem) =>
        problem.startsWith('rodadas simuladas'),
      );
    expect((await houses([])).join()).toContain('MINES_BET');
    expect((await houses(['MINES_BET'])).join()).not.toContain('MINES_BET');
  });

  it('names each kind of demo data on its own', async () => {
    await t.db.query('DELETE FROM rounds WHERE chain_id IS NOT NULL');
    await t.db.query('DELETE FROM document_registry');
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users');
    expect(rows.length).toBeGreaterThan(0);
    expect(await demoDataProblems(t.db, { simulatedBetHouses: [] })).toEqual([
      'a conta de demonstração (demo@example.com)',
    ]);
  });

  it('lets production restart after a player registers with a CPF of the test list', async () => {
    // A test CPF is a valid CPF: a real person may hold it, and a real document
    // provider then validates it. Only the demo's own data blocks a start.
    await t.db.query(
      `INSERT INTO users (email, password_hash, name, cpf, phone, created_at)
       VALUES ('pessoa@example.com', 'x', 'Pessoa', $1, '11999999999', now())`,
      [TEST_DOCUMENTS[1].cpf],
    );
    // The demo account (still here) is all it names.
    expect(await demoDataProblems(t.db, { simulatedBetHouses: [] })).toEqual([
      'a conta de demonstração (demo@example.com)',
    ]);
  });
});
