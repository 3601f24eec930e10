// One map per union, typed by it: a code added to a union fails the typecheck
// until it has its words.
import type { LossPeriod } from '../protection.js';
import type { WalletStatus } from '../schemas/game-wallet.js';
import type { KYC_STATUSES } from '../schemas/kyc.js';
import type { BLOCK_KINDS } from '../schemas/protection.js';
import type { LedgerStatus, TransactionSource } from '../schemas/transactions.js';
import type { DepositStatus, WithdrawalStatus } from '../schemas/wallet.js';

export type AccountStatus = 'active' | 'closed';
export type CpfRole = 'holder' | 'claimant' | 'released';
export type CpfClaimStatus = 'pending' | 'settled';
export type PayoutPurpose = 'withdrawal' | 'refund';
export type PayoutStatus = 'queued' | 'sent' | 'paid' | 'failed';
export type RoundKind = 'bet' | 'win' | 'rollback';

export const accountStatusLabels: Record<AccountStatus, string> = {
  active: 'Ativa',
  closed: 'Encerrada',
};

export const kycStatusLabels: Record<(typeof KYC_STATUSES)[number], string> = {
  none: 'Não enviado',
  pending: 'Em análise',
  approved: 'Aprovado',
  rejected: 'Recusado',
};

export const cpfRoleLabels: Record<CpfRole, string> = {
  holder: 'Titular',
  claimant: 'Reivindicante',
  released: 'Liberado',
};

export const cpfClaimStatusLabels: Record<CpfClaimStatus, string> = {
  pending: 'Aguardando análise',
  settled: 'Resolvida',
};

export const ledgerKindLabels: Record<TransactionSource, string> = {
  Deposit: 'Depósito',
  Withdraw: 'Saque',
  CasinoTransaction: 'Jogo',
};

export const ledgerStatusLabels: Record<LedgerStatus, string> = {
  paid: 'Pago',
  processing: 'Em processamento',
  review: 'Em análise',
  failed: 'Falhou',
  reversed: 'Devolvido',
  completed: 'Concluído',
  adjustment: 'Ajuste aprovado',
  bet: 'Aposta',
  win: 'Ganho',
  rollback: 'Aposta desfeita',
};

export const depositStatusLabels: Record<DepositStatus, string> = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  expired: 'Expirado',
  cancelled: 'Cancelado',
};

export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = {
  processing: 'Em processamento',
  review: 'Em análise',
  paid: 'Pago',
  failed: 'Falhou',
};

export const payoutPurposeLabels: Record<PayoutPurpose, string> = {
  withdrawal: 'Saque',
  refund: 'Devolução de depósito',
};

export const payoutStatusLabels: Record<PayoutStatus, string> = {
  queued: 'Na fila',
  sent: 'Enviado',
  paid: 'Pago',
  failed: 'Falhou',
};

/** A win above the ceiling, held for staff (held_wins.status). */
export const heldWinStatusLabels: Record<'held' | 'released' | 'returned', string> = {
  held: 'Retido',
  released: 'Liberado',
  returned: 'Devolvido',
};

/** What became of a payment the provider reported and the ledger did not credit. */
export const receivedOutcomeLabels: Record<
  'credited' | 'late' | 'duplicate' | 'cancelled' | 'amount_mismatch' | 'unknown_charge',
  string
> = {
  credited: 'Creditado',
  late: 'Pago depois do prazo',
  duplicate: 'Pago duas vezes',
  cancelled: 'Cobrança cancelada',
  amount_mismatch: 'Valor diferente da cobrança',
  unknown_charge: 'Cobrança desconhecida',
};

/** Why a verification waits for staff (the KYC queue). */
export const kycQueueStateLabels: Record<'cpf_mismatch' | 'provider', string> = {
  cpf_mismatch: 'CPF diferente do cadastro',
  provider: 'Recusada pelo provedor',
};

export const roundKindLabels: Record<RoundKind, string> = {
  bet: 'Aposta',
  win: 'Ganho',
  rollback: 'Aposta desfeita',
};

export const walletStatusLabels: Record<WalletStatus, string> = {
  RS_OK: 'Aceita',
  RS_ERROR_UNKNOWN: 'Recusada: erro interno',
  RS_ERROR_INVALID_PARTNER: 'Recusada: parceiro inválido',
  RS_ERROR_INVALID_TOKEN: 'Recusada: sessão inválida',
  RS_ERROR_INVALID_GAME: 'Recusada: jogo inválido',
  RS_ERROR_WRONG_CURRENCY: 'Recusada: moeda errada',
  RS_ERROR_NOT_ENOUGH_MONEY: 'Recusada: saldo insuficiente',
  RS_ERROR_USER_DISABLED: 'Recusada: conta bloqueada ou em pausa',
  RS_ERROR_INVALID_SIGNATURE: 'Recusada: assinatura inválida',
  RS_ERROR_TOKEN_EXPIRED: 'Recusada: sessão expirada',
  RS_ERROR_WRONG_SYNTAX: 'Recusada: pedido malformado',
  RS_ERROR_WRONG_TYPES: 'Recusada: pedido malformado',
  RS_ERROR_DUPLICATE_TRANSACTION: 'Recusada: transação repetida',
  RS_ERROR_TRANSACTION_DOES_NOT_EXIST: 'Recusada: transação inexistente',
  RS_ERROR_TRANSACTION_ROLLED_BACK: 'Recusada: transação já desfeita',
};

export const lossPeriodLabels: Record<LossPeriod, string> = {
  day: 'Por dia',
  week: 'Por semana',
  month: 'Por mês',
};

export const blockKindLabels: Record<(typeof BLOCK_KINDS)[number], string> = {
  pause: 'Pausa',
  exclusion: 'Autoexclusão',
};

/** The words for `code`, or the code itself when no union knows it (an older stored value). */
export function labelOf<Code extends string>(labels: Record<Code, string>, code: string): string {
  return Object.hasOwn(labels, code) ? labels[code as Code] : code;
}
