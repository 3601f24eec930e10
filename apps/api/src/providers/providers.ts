import type { Database } from '#/db/database.js';
import type { ProviderWire } from '#/provider-wire/provider-client.js';
import type { RuntimeSettings } from '#/settings/runtime.js';
import { cachedDocumentCheck } from './cached-document-check.js';
import { httpDocumentCheck, registryDocumentCheck, type DocumentCheck } from './document-check.js';
import { demoOutbox, httpEmailSender, type DemoOutbox, type EmailSender } from './email.js';
import { httpKycWidgets, sandboxKycWidgets, type KycWidgets } from './kyc-widgets.js';
import { bundledPostalCodes, viaCepPostalCodes, type PostalCodes } from './postal-codes.js';

export interface Providers {
  documents: DocumentCheck;
  postalCodes: PostalCodes;
  kycWidgets: KycWidgets;
  email: EmailSender;
  /** Demo only: where the e-mails went, for the demo's outbox screen. */
  demoOutbox: DemoOutbox | null;
}

export interface ProviderParts {
  db: Database;
  /** The app's origin: where a provider's widget posts its result. */
  appOrigin: string;
  clock: () => number;
  documentCacheDays: number;
  /** The app's metrics, where every provider's calls are counted. */
  wire?: ProviderWire;
}

export function pickProviders(
  settings: RuntimeSettings,
  { db, appOrigin, clock, documentCacheDays, wire = {} }: ProviderParts,
): Providers {
  const { documents, postalCodes, kyc, email } = settings.operator.providers;
  const production = settings.mode === 'production';
  const outbox = production ? null : demoOutbox(clock);
  return {
    email: outbox ?? (email === undefined ? noEmail : httpEmailSender(email, wire)),
    demoOutbox: outbox,
    documents:
      production && documents !== undefined
        ? cachedDocumentCheck(httpDocumentCheck(documents, wire), db, clock, documentCacheDays)
        : registryDocumentCheck(db),
    postalCodes:
      production && postalCodes !== undefined
        ? viaCepPostalCodes(postalCodes.baseUrl, wire)
        : bundledPostalCodes,
    kycWidgets:
      production && kyc !== undefined ? httpKycWidgets(kyc, appOrigin, wire) : sandboxKycWidgets,
  };
}

/** Production without an e-mail provider does not start (settings/production-schema.ts). */
const noEmail: EmailSender = {
  send: () => Promise.reject(new Error('no e-mail provider configured')),
};
