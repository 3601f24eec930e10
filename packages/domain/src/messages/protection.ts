export const protectionMessages = {
  transactionBet: 'Aposta',
  transactionWin: 'Prêmio',
  transactionRollback: 'Estorno',
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
