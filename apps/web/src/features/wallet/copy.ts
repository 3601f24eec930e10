// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const walletCopy = {
  quickPix: 'Pix rápido',
  deposit: 'Depositar',
  withdrawalSteps: 'Etapas do saque',
  yourWithdrawals: 'Seus saques',
  withdrawalOf: (amount: string) => `Saque de ${amount}`,
  /** A paid withdrawal's one line opens with where it went: "Pix para ***.444.777-** · 30/11 às 10:24". */
  paidTo: 'Pix para',
  simulateFailure: 'Simular falha',
  processingNote: 'Um saque em processamento já saiu do seu saldo e aguarda o provedor.',
};
