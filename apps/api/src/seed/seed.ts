// Idempotent and fast on a seeded database; runs at start unless SEED=false.
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import type { LoginConfig } from '#/config/login-config.js';
import type { PixConfig } from '#/config/pix-config.js';
import type { Database } from '#/db/database.js';
import { storeFixedCatalogue } from '#/games/fixed-catalogue-repository.js';
import { registerDocument } from '#/providers/document-registry-repository.js';
import { staticKeyPixCharges } from '#/wallet/pix-charges.js';
import { demoPasswordHash, seedDemoAccount } from './demo-account.js';

/** Any fixed number: two api processes starting together on one server seed one after the other. */
const SEED_LOCK_ID = 7_415_920_262;

interface SeedInput {
  config: Pick<LoginConfig, 'SCRYPT_LOG_N'> & PixConfig;
  now: number;
  demo: boolean;
}

export async function seed(db: Database, options: SeedInput): Promise<void> {
  const passwordHash = options.demo
    ? await demoPasswordHash(db, options.config.SCRYPT_LOG_N)
    : undefined;
  await db.transaction(async (tx) => {
    if (db.engine === 'postgres')
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    // Production has no test people and no demo account: real ones come from the providers.
    for (const document of options.demo ? TEST_DOCUMENTS : []) await registerDocument(tx, document);
    await storeFixedCatalogue(tx);
    // Another process may have made the account since: seedDemoAccount checks again.
    // The demo's payment provider issues charges with the receiver's static key (pickPixCharges).
    if (passwordHash !== undefined)
      await seedDemoAccount(tx, options.now, passwordHash, staticKeyPixCharges(options.config));
  });
}
