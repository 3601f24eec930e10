export const walletMessages = {
  invalidBalance: 'Por favor, insira um saldo válido.',
  depositRequiresKyc: 'Usuário não está aprovado para realizar depósitos.',
  withdrawRequiresKyc: 'Usuário não está aprovado para realizar saques.',
  withdrawCpfKeyOnly: 'O saque é feito somente para a chave Pix CPF do titular.',
  depositFailed: 'Ocorreu um erro ao processar o depósito.',
  depositNotFound: 'Depósito não encontrado.',
  depositExpired: 'Este Pix expirou. Gere um novo código.',
  depositPaidNotCancellable: 'Este Pix já foi pago e não pode ser cancelado.',

  withdrawAmountRequired: 'Por favor, insira um valor para saque.',
  withdrawMinimum: 'O valor mínimo para saque é R$ 30,00.',
  withdrawFailedPrefix: 'Erro ao processar o saque. Tente novamente. Motivo:',
  withdrawFailed: 'Erro ao processar o saque.',
  addressRequired: 'Você precisa preencher o endereço antes de conseguir sacar o dinheiro.',
  insufficientBalance: 'Saldo insuficiente para este saque.',

  addressFieldsRequired: 'Preencha o CEP e o Número corretamente.',
  cepInvalid: 'CEP inválido. Verifique e tente novamente.',
  addressUpdateFailed: 'Erro ao atualizar endereço. Tente novamente. Recarregue a página.',
  addressSaved: 'Endereço salvo com sucesso.',
  faceVerificationFailed: 'Erro ao iniciar verificação facial. Tente novamente.',

  processing: 'Processando, por favor aguarde...',
  pixPending: 'Pendente',
  pixPaid: 'Pago',
  pixDeadline: 'Expira em',
  // The countdown in words and its end time, so "06:37" is never read as a time of day.
  pixTimeLeft: '{min}:{ss}',

  withdrawProcessing:
    'Saque solicitado. Em processamento: o valor chega à sua chave Pix assim que o provedor confirmar.',
  withdrawStatusProcessing: 'Em processamento',
  withdrawStatusPaid: 'Pago na sua chave Pix',
  withdrawStatusFailed: 'Falhou: valor devolvido ao saldo',
  withdrawStatusReview: 'Em análise',
  withdrawStepRequested: 'Solicitado',
  withdrawStepSent: 'Enviado',
  withdrawStepReturned: 'Devolvido ao saldo',
  withdrawStepAhead: '(a seguir)',
  withdrawRequested: 'Saque de {valor} solicitado.',
  withdrawReceiptReview: 'Saque de {valor} em análise.',
  withdrawReceiptSent: 'Saque de {valor} enviado para a sua chave Pix.',
  withdrawReceiptPaid: 'Saque de {valor} pago na sua chave Pix.',
  withdrawReceiptReturned: 'Saque de {valor} devolvido ao seu saldo.',
  // Brakes on money out (docs/api/money.md#brakes-on-money-out): why a
  // withdrawal waits for a person
  withdrawReviewAmount:
    'Saque em análise: saques deste valor passam por uma conferência da nossa equipe antes do envio. O valor já saiu do seu saldo e volta para ele se o saque não for aprovado.',
  withdrawReviewDailyCap:
    'Saque em análise: com ele, seus saques de hoje passam do limite diário. Nossa equipe confere antes do envio; se não for aprovado, o valor volta para o seu saldo.',
  withdrawReviewVelocity:
    'Saque em análise: foram muitos saques em uma hora. Nossa equipe confere antes do envio; se não for aprovado, o valor volta para o seu saldo.',
  withdrawReviewHeldWin:
    'Saque em análise: um ganho seu passou do limite por jogada e está em conferência. Seus saques aguardam essa análise; se não forem aprovados, o valor volta para o seu saldo.',
  withdrawNotFound: 'Saque não encontrado.',
  heldWinNotFound: 'Ganho retido não encontrado.',
  reviewAlreadyDecided: 'Este item já foi decidido: não está mais em análise.',
  withdrawAlreadySettled: 'Este saque já foi concluído pelo provedor.',
  /** A payout callback whose amount is not the payout's. */
  payoutAmountMismatch: 'O valor difere do valor do pagamento.',
  /** The failure reason of a payout the provider refused for good. */
  payoutRefusedByProvider: 'Recusado pelo provedor.',
  /** The failure reason the demo payout provider gives when told to fail. */
  payoutDemoFailure: 'Falha simulada no provedor de demonstração.',

  // Pix paid to a charge that cannot take it goes back to the payer
  // (docs/product/wallet.md#wallet-deposits)
  depositCancelled: 'Esta cobrança Pix foi cancelada. Um pagamento feito a ela será devolvido.',
  paymentRefundProcessing: 'devolução em processamento',
  paymentRefunded: 'devolvido a quem pagou',
  paymentRefundReview: 'devolução em análise pelo operador',
  refundReasonLate: 'Pix pago depois do vencimento da cobrança',
  refundReasonDuplicate: 'Segundo pagamento de uma cobrança já paga',
  refundReasonCancelled: 'Pix pago a uma cobrança cancelada',
  refundReasonAmount: 'Pix pago com valor diferente do da cobrança',

  // 'Encerrar conta' waits for the payout (docs/product/player-protection.md#records-and-closing-the-account)
  closeWithdrawalProcessing:
    'Há um saque em processamento. Encerre a conta depois que ele for pago ou o valor voltar ao saldo.',
  closeRoundOpen:
    'Há uma rodada de jogo em andamento. Encerre a conta depois que ela terminar e o resultado entrar no saldo.',

  // Money screens that say what is still open (docs/product/wallet.md#wallet-deposits,
  // #wallet-withdrawals, docs/product/player-protection.md#records-and-closing-the-account, docs/product/dashboard.md#dashboard-home, docs/product/probability-lab.md#strategy-lab)
  depositSubline: 'Por Pix, a partir de {valor}.',
  openPixCharge:
    'Você tem um Pix de {valor} aguardando pagamento (expira às {hora}). O valor fica reservado no seu limite de perdas até ser pago, cancelado ou expirar.',
  openPixStartOver:
    'Para gerar outro valor, abra Mais opções, toque em Cancelar este Pix e depois em Gerar novo Pix.',
  newPixCountsInLimit:
    'O valor deste Pix fica reservado no seu limite de perdas até ser pago, cancelado ou expirar.',
  recordPending: 'Aguardando',
  recordExpired: 'Expirado',
  recordCancelled: 'Cancelado',
  dateInvalid: 'Data inválida. Use dd/mm/aaaa.',
  reminderSavedOnChoice: 'Salvo assim que você escolhe, sem o botão “Salvar limites”.',
  reminderSaved: 'Salvo: lembrete a cada {n} minutos.',
  latestTransactions: 'Últimas transações',
  latestTransactionsScope: 'Depósitos, saques e apostas, do mais recente.',
  noTransactionsYet: 'Nenhuma movimentação ainda.',
  withdrawConfirmAmount: 'Confirmar saque de {valor}',
  faceVerificationDone: 'Verificação de identidade (documento e selfie): feita',
  withdrawNeedsKycFirst:
    'Para sacar, primeiro verifique sua identidade (documento e selfie). Leva poucos minutos.',
  strategyPerSession: 'Por partida',
  strategyPerSessionExpected: 'esperado {valor}',
  strategySessionsTotal: 'Somando as {n} partidas',
  strategyRepeatDraw: 'Repetir o mesmo sorteio',
  // The strategy lab's rule and the probability lab's fields say the same.
  stakeInvalid: 'Informe um valor de aposta válido.',
  targetInvalid: 'Informe um alvo entre 1,01x e 1.000.000x.',
  strategyBankrollInvalid: 'Informe uma banca válida.',
  strategyGaleStepsRange: 'Use de 0 a {maximo} gales.',
  strategyGaleMultiplierInvalid: 'Informe um multiplicador de gale entre 1x e 100x.',
  strategyStopLossInvalid: 'Informe um valor válido para parar ao perder.',
  strategyStopWinInvalid: 'Informe um valor válido para parar ao ganhar.',
  strategyRoundsRange: 'Use de 1 a {maximo} rodadas por partida.',
  pixKeyTypeInvalid: 'Tipo de chave Pix inválido.',
  pixKeyRequired: 'Chave Pix obrigatória.',
  statementCursorInvalid: 'Cursor inválido.',
  statementLimitRange: 'O parâmetro limit deve estar entre 1 e {maximo}.',
  statementKindUnknown: 'Tipo de movimentação desconhecido.',
} as const;
