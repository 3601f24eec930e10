// Seeds what every installation needs: the document registry, the game
// catalogue and, in demo mode, the demo account. Idempotent and fast on a seeded database
// (a few lookups); runs at start unless SEED=false.
import { CATALOGUE } from '@velas/domain/demo/catalogue';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import type { Database } from '../db/database.js';
import type { Config } from '../env.js';
import { staticKeyPixCharges } from '../wallet/pix-charges.js';
import { demoPasswordHash, seedDemoAccount } from './demo-account.js';

/** Any fixed number: two api processes starting together on one server seed one after the other. */
const SEED_LOCK_ID = 7_415_920_262;

export async function seed(
  db: Database,
  options: {
    config: Pick<Config, 'SCRYPT_LOG_N' | 'PIX_KEY' | 'PIX_MERCHANT_NAME' | 'PIX_MERCHANT_CITY'>;
    now: number;
    demo: boolean;
    /** The demo password's hash, begun early on a first start (app.ts). */
    demoPasswordHash?: Promise<string>;
  },
): Promise<void> {
  const passwordHash = options.demo
    ? await demoPasswordHash(db, options.config.SCRYPT_LOG_N, options.demoPasswordHash)
    : undefined;
  await db.transaction(async (tx) => {
    if (db.engine === 'postgres')
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    // Production has no test people and no demo account: real ones come from the providers.
    for (const document of options.demo ? TEST_DOCUMENTS : []) {
      await tx.query(
        'INSERT INTO document_registry (cpf, name, birth_date) VALUES ($1, $2, $3) ON CONFLICT (cpf) DO NOTHING',
        [document.cpf, document.name, document.birthDate],
      );
    }
    for (const category of CATALOGUE) {
      await tx.query(
        `INSERT INTO casino_categories (id, name, position) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, position = EXCLUDED.position`,
        [category.id, category.name, category.position],
      );
      for (const [position, game] of category.games.entries()) {
        await tx.query(
          `INSERT INTO casino_games (id, category_id, name, position, rtp_percent)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO UPDATE SET category_id = EXCLUDED.category_id, name = EXCLUDED.name,
             position = EXCLUDED.position, rtp_percent = EXCLUDED.rtp_percent`,
          [game.id, category.id, game.name, position, game.rtp],
        );
      }
    }
    // Another process may have made the account since: seedDemoAccount checks again.
    // The demo's payment provider issues charges with the receiver's static key (pickPixCharges).
    if (passwordHash !== undefined)
      await seedDemoAccount(tx, options.now, passwordHash, staticKeyPixCharges(options.config));
  });
}
