// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const walletCopy = {
  quickPix: 'Pix rápido',
  deposit: 'Depositar',
  withdrawalSteps: 'Etapas do saque',
  yourWithdrawals: 'Seus saques',
  withdrawalOf: (amount: string) => `Saque de ${amount}`,
  simulateFailure: 'Simular falha',
  processingNote: 'Um saque em processamento já saiu do seu saldo e aguarda o provedor.',
};
