// A third party's wire format keeps its documented names, and so does a
// snake_case key of the api's own documented requests and answers: each file
// that reads such names lists them here with why, and any other snake_case
// read there still fails (lint/snake-case-reads.ts,
// docs/architecture.md#api-code-rules).

/** Files that read a third party's wire format: whose, and the documented names they read. */
export const WIRE_FORMAT_FIELDS: Record<string, { reason: string; fields: string[] }> = {
  'src/games/aggregator-catalogue.ts': {
    reason: "the aggregator's games list (docs/games.md#catalogue-from-the-aggregator)",
    fields: ['game_code', 'url_thumb', 'url_background'],
  },
  'src/games/game-wallet.ts': {
    reason: "the aggregator's seamless-wallet calls (@velas/domain/schemas/game-wallet)",
    fields: ['request_uuid', 'transaction_uuid', 'reference_transaction_uuid', 'game_code'],
  },
  'src/payouts/payout-provider.ts': {
    reason: "the payment provider's payout request (docs/api/providers.md)",
    fields: ['payout_id'],
  },
  'src/kyc/kyc-verdict.ts': {
    reason: "the KYC provider's verdict callback (docs/api/providers.md)",
    fields: ['verified_document', 'verified_birth_date'],
  },
  'src/platform/password-change-route.ts': {
    reason: "the api's own documented request body (@velas/domain/schemas)",
    fields: ['current_password'],
  },
  'src/platform/transactions-routes.ts': {
    reason: "the api's own documented query and answer (@velas/domain/schemas/transactions)",
    fields: ['per_page'],
  },
  'src/provider-callbacks/callback-events.ts': {
    reason: "the providers' signed callbacks: payment, payout, KYC (docs/api/providers.md)",
    fields: [
      'event_id',
      'charge_id',
      'payment_id',
      'amount_cents',
      'payout_id',
      'session_id',
      'user_reference',
    ],
  },
  'src/providers/barred-list-provider.ts': {
    reason: "the barred list's answer (docs/api/providers.md#impedidos)",
    fields: ['answered_at'],
  },
  'src/providers/document-check.ts': {
    reason: "the document check's answer (docs/api/providers.md)",
    fields: ['birth_date'],
  },
  'src/providers/kyc-widgets.ts': {
    reason: "the KYC provider's new widget answer (docs/api/providers.md)",
    fields: ['widget_url'],
  },
  'src/reconciliation/received-pix.ts': {
    reason:
      "the reconcile report's states of a received payment, its totals keyed by them (docs/api/money.md#reconciliation)",
    fields: ['refund_processing', 'pending_review'],
  },
  'src/sandbox/aggregator/demo-operator-routes.ts': {
    reason: "the aggregator's game-url call, as the demo aggregator receives it",
    fields: ['game_code'],
  },
  'src/sandbox/barred-list/demo-barred-list.ts': {
    reason:
      "the barred list's answer, as the demo double writes it (docs/api/providers.md#impedidos)",
    fields: ['answered_at'],
  },
  'src/sandbox/payouts/demo-payout-provider.ts': {
    reason:
      "the payment provider's payout request, as the demo double receives it (docs/api/providers.md)",
    fields: ['payout_id', 'amount_cents'],
  },
  'src/wallet/pix-charges.ts': {
    reason: "the payment provider's answer to a new charge (docs/api/providers.md)",
    fields: ['br_code', 'expires_at'],
  },
};
