export const depositCopy = {
  formName: 'Depósito',
  amountLabel: 'Valor do depósito (R$)',
  quickAmounts: 'Valores rápidos',
  generate: 'Gerar Pix',
  /**
   * Said before "Gerar Pix": the same minutes and seconds the countdown
   * ("Expira em 6:40") starts from, so the two never disagree.
   */
  validity: (minutes: number, seconds: number) =>
    seconds === 0
      ? `O código Pix vale por ${String(minutes)} minutos depois de gerado.`
      : `O código Pix vale por ${String(minutes)} min ${String(seconds)} s depois de gerado.`,
  /** Under the quick amounts, and at the field for an amount typed above it. */
  maxNow: (amount: string) => `Máximo agora: ${amount}, pelo seu limite de perdas.`,
  amount: 'Valor:',
  qrAlt: 'QR Code Pix para pagamento',
  codeLabel: 'Pix copia e cola',
  /** Read from the code itself: the name the payer's bank shows before they confirm. */
  receiver: (name: string, city: string) =>
    `Quem recebe: ${name} (${city}). Confira esse nome no seu banco antes de confirmar.`,
  /** Said before the money goes in: what it takes to take it out again. */
  withdrawMinimum: (amount: string) => `Para sacar, o valor mínimo é ${amount}.`,
  copyCode: 'Copiar código Pix',
  copied: 'Copiado!',
  /** The browser refused the clipboard: the code is opened below for a long press. */
  copyRefused:
    'Não foi possível copiar automaticamente. O código está aberto abaixo, em Mais opções: toque e segure para copiar.',
  paidAlert: 'Pagamento confirmado. Seu saldo foi atualizado.',
  newDeposit: 'Novo depósito',
  goHome: 'Ir para Minhas operações',
  /** A charge's buttons say what they do to what. */
  newPix: 'Gerar novo Pix',
  /** Asks the api now whether the charge was paid. */
  alreadyPaid: 'Já paguei',
  /** Folds what few players need: the raw code, a new charge, cancelling this one. */
  moreOptions: 'Mais opções',
  /** Frees the loss limit the charge holds; a payment made to it after is refunded. */
  cancelPix: 'Cancelar este Pix',
  timeLeftLabel: 'tempo restante',
  sandboxTitle: 'Ambiente de testes:',
  sandboxText: 'nenhum dinheiro real é movimentado.',
  simulatePayment: 'Simular pagamento',
  copyId: 'Copiar identificador',
  idCopied: 'Identificador copiado',
  idCopyRefused: 'Não foi possível copiar. Toque e segure o identificador para copiar.',
};
