export const walletCopy = {
  deposit: 'Depositar',
  withdrawalSteps: 'Etapas do saque',
  yourWithdrawals: 'Seus saques',
  withdrawalOf: (amount: string) => `Saque de ${amount}`,
  /** A paid withdrawal's one line opens with where it went: "Pix para ***.444.777-** · 30/11 às 10:24". */
  paidTo: 'Pix para',
  /**
   * Processing means the payout was asked for and its provider has not yet
   * confirmed it paid or failed (docs/api/money.md); a failed one returns the money.
   */
  processingNote:
    'Um saque em processamento já saiu do seu saldo e aguarda a confirmação do pagamento. Se não for pago, o valor volta para o seu saldo.',
};
