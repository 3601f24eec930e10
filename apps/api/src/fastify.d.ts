// What the cross-cutting plugins add to Fastify's instance and requests.
import type { Clock } from './clock.js';
import type { Database } from './db/database.js';
import type { Config } from './env.js';
import type { GameAggregator } from './games/game-aggregator.js';
import type { BarredAccounts } from './impedidos/barred-accounts.js';
import type { Impedidos } from './impedidos/impedidos-plugin.js';
import type { Payouts } from './payouts/payouts-plugin.js';
import type { CpfHolderNotices } from './platform/cpf-holder-notices.js';
import type { LinkMailer } from './platform/email-link-mailer.js';
import type { ResetMailer } from './platform/password-reset-mailer.js';
import type { LimitChange } from './protection/protection-repository.js';
import type { Providers } from './providers/providers.js';
import type { RuntimeSettings } from './settings/runtime.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    /** The mode and the operator settings (settings/runtime.ts). */
    settings: RuntimeSettings;
    /** Document check and postal codes: demo registries or the operator's services. */
    providers: Providers;
    /** The regulator's impedidos checks and the registrations waiting for one (impedidos/impedidos-plugin.ts). */
    impedidos: Impedidos;
    /** The payout provider and its jobs (payouts/payouts-plugin.ts). */
    payouts: Payouts;
    /**
     * Accounts the regulator's list bars: `onBarred` is what the impedidos
     * checks call (impedidos/barred-accounts.ts).
     */
    barredAccounts: BarredAccounts;
    /** The game aggregator games start through; null: every game says it is not connected. */
    gameAggregator: GameAggregator | null;
    /** "Esqueci minha senha": its e-mails are sent after the answer (platform/password-reset-mailer.ts). */
    passwordResetMailer: ResetMailer;
    /** The e-mail to a CPF's holder when someone registers with it, sent after the answer (platform/cpf-holder-notices.ts). */
    cpfHolderNotices: CpfHolderNotices;
    /** The one-time sign-in links, sent the same way (platform/sign-in-link-mailer.ts). */
    signInLinkMailer: LinkMailer;
    /** preValidation: 401 unless the request carries a live bearer token; sets request.userId. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The back office's listener, with every /ops-api route (ops/ops-app.ts); server.ts listens on it. */
    ops: FastifyInstance;
  }
  interface FastifyRequest {
    /** The authenticated platform user; 0 before `authenticate` ran. */
    userId: number;
    /** The body's exact text, kept by the providers' callbacks for their signature check. */
    rawBody?: string;
    /** The player's limits in force, read once per request (protection/protection-hook.ts). */
    limits: LimitChange | null;
  }
}
