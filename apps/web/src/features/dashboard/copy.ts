export const dashboardCopy = {
  currentBalance: 'Saldo Atual',
  deposit: 'Depositar',
  withdraw: 'Sacar',
  /** Under Depositar and Sacar, both inactive, until the identity is verified. */
  moneyAfterKyc: 'Depósito e saque liberados depois da verificação de identidade.',
  carousel: 'carrossel',
  previousBanner: 'Banner anterior',
  nextBanner: 'Próximo banner',
  news: 'Novidades',
  kycTitle: 'Verifique sua identidade',
  kycReason: 'Para depositar e sacar, conclua a verificação de identidade (documento e selfie).',
  kycRetry: 'Verificar novamente',
  kycStart: 'Verificar identidade',
  // The home's notice after a CPF claim: one line, the rest behind "Entenda".
  cpfClaimShort: 'Encerramos um cadastro antigo, sem verificação, que usava seu CPF.',
  cpfClaimMore: 'Entenda',
  cpfClaimNotMe: 'Não fui eu',
  cpfClaimSupportMessage:
    'Olá! Um cadastro antigo com o meu CPF foi encerrado e não fui eu que o abri.',
  cpfClaimClose: 'Entendi',
  shortcuts: 'Atalhos',
  playAviator: 'Jogar Aviator',
  lessons: 'Aulas',
  dateColumn: 'Data',
  gameColumn: 'Jogo',
  kindColumn: 'Tipo',
  amountColumn: 'Valor (R$)',
  // The latest movements' words for a Pix: what it was and where its money is.
  pixDeposit: 'Depósito Pix',
  pixWithdrawal: 'Saque Pix',
  /** A deposit done, as the Extrato says it ("Pix recebido"). */
  pixReceived: 'Recebido',
  pixReturned: 'Devolvido',
  adjustment: 'Ajuste',
  withdrawalsTotal: 'Total de Saques',
  withdrawalsNote: 'Saques pagos na sua chave Pix. Saques que falharam voltaram ao saldo.',
  noWithdrawals: 'Nenhum saque ainda.',
  /** Paid withdrawals exist, none in the chart's month: no empty chart. */
  noRecentWithdrawals: 'Nenhum saque pago nos últimos 30 dias.',
  withdrawalsByDate: 'Saques por data',
  /** The chart's period, said: a bar chart with no period read as "all time?". */
  withdrawalsPeriod: 'Saques pagos por dia, nos últimos 30 dias.',
};
