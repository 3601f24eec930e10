// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const walletCopy = {
  quickPix: 'Pix rápido',
  deposit: 'Depositar',
  withdrawalSteps: 'Etapas do saque',
  yourWithdrawals: 'Seus saques',
  withdrawalOf: (amount: string) => `Saque de ${amount}`,
  /** A paid withdrawal's one line: where it went and when it was paid. */
  paidTo: (key: string, when: string) => `Pix para ${key} · ${when}`,
  /** Its chip: short, the full "Pago na sua chave Pix" is in its timeline. */
  paidChip: 'Pago',
  simulateFailure: 'Simular falha',
  processingNote: 'Um saque em processamento já saiu do seu saldo e aguarda o provedor.',
};
