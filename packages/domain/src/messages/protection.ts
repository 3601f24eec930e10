// Money and protection screens: limits, self-assessment, records and the
// strategy lab (docs/product/player-protection.md#limits, #self-assessment-and-help, docs/product/probability-lab.md#strategy-lab).
// Imported by its own path; each key names one text across the areas (all-areas.ts).

export const protectionMessages = {
  // Money and protection screens, clear on a phone (docs/product/dashboard.md#dashboard-home,
  // docs/product/player-protection.md#limits, #self-assessment-and-help, docs/product/probability-lab.md#strategy-lab)
  transactionBet: 'Aposta',
  transactionWin: 'Prêmio',
  transactionRollback: 'Estorno',
  /** Leads from the home's latest movements to the same list, whole, in the Extrato. */
  transactionsShowAll: 'Ver todas no Extrato',
  settingSaved: 'Salvo',
  exclusionChooseFirst: 'Escolha o período acima para autoexcluir.',
  pgsiQuestionOf: 'Pergunta {n} de {total}',
  pgsiBack: 'Voltar à pergunta anterior',
  pgsiRestart: 'Refazer a autoavaliação',
  withdrawSummary: 'Você vai sacar {valor}. Saldo depois do saque: {saldo}.',
  strategyMoreOptions: 'Mais opções',
  strategySmallSample:
    'Só {n} partidas com as rodadas guardadas: serve de exemplo, não de prova. O resultado de cima, com {total} partidas, é o que vale.',
  recordsDownload: 'Baixar planilha (CSV)',
  recordDepositPaid: 'Depósito pago',
  recordsSummary: 'No período listado: depositou {depositou} e sacou {sacou}.',
  recordsGamesResult: 'Resultado dos jogos ({rodadas} rodadas):',
} as const;
