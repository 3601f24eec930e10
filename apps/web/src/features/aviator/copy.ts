export const aviatorCopy = {
  analysisTitle: 'Análise de hoje',
  candle: 'Vela',
  analysisLead: (odd: number) =>
    `Cada vela de ${odd}x ou mais de hoje e quanto passou desde a anterior, em rodadas e em tempo.`,
  eachTargetToday: (odd: number) => `Cada ${odd}x de hoje`,
  targetsTodayCaption: (odd: number) => `Rodadas de ${odd}x ou mais hoje`,
  gapsCaption: (odd: number) => `Distâncias entre velas de ${odd}x`,
  aviator: 'Aviator',
  bankrollTitle: 'Gerenciamento de banca',
  bankrollLead:
    'Veja quanto a banca tende a ter apostando uma parte dela por dia, e por que um plano de metas diárias não chega à sua meta.',
  startingBankrollLabel: 'Banca inicial (R$)',
  profileLabel: 'Perfil',
  calculate: 'Calcular',
  details: 'Detalhes',
  planTitle: 'Plano de 30 dias',
  planCaption: 'Plano de gerenciamento de banca',
  /**
   * The expected balance leads; the day's goal and loss limit carry the
   * profile's percentages, the loss limit's matching the profile's label.
   * No compounding balance: a column of it read as a profit plan.
   */
  planColumns: (goalPercent: number, lossPercent: number) => [
    'Data',
    'Saldo esperado',
    `Meta do dia (${String(goalPercent)}%)`,
    `Limite de perda do dia (${String(lossPercent)}%)`,
  ],
  oddAt: (odd: string, hour: string) => `${odd} às ${hour}`,
  roundDetail: (roundId: string, hour: string, odd: string) =>
    `Rodada #${roundId} das ${hour}: ${odd}`,
  roundsOfHouse: (house: string) => `Rodadas do Aviator da ${house}.`,
  // The house played here goes by the operator's brand, as the sign-in gate
  // names it (services/houseNames.ts), so the round feed never reads as a
  // second casino the player is in.
  roundsOfPlayedHouse: (brand: string) =>
    `Rodadas do Aviator desta casa, ${brand}: as mesmas do Aviator que você joga aqui.`,
  // The line the counts are read against: each hour beside it, not ranked.
  hourlyMeanLegend: (mean: string) =>
    `Média das horas já encerradas: ${mean} por hora. Ficar acima ou abaixo dela é o acaso de cada hora.`,
  hourNotYet: (hour: string) => `${hour}h: ainda não chegou`,
  // The hour under way, marked: a low count there read as a "cold" hour.
  hourRunning: 'parcial',
  hourSoFar: (hour: string, count: number, odd: number) =>
    `${hour}h, em andamento: ${count} ${count === 1 ? 'rodada' : 'rodadas'} de ${odd}x ou mais até agora`,
  hourCount: (hour: string, count: number, odd: number) =>
    `${hour}h: ${count} ${count === 1 ? 'rodada' : 'rodadas'} de ${odd}x ou mais`,
  todayMapTitle: (odd: number) => `Velas de ${odd}x ou mais em cada hora de hoje`,
  todayMapWindow: (odd: number) =>
    `Hoje, de 00h até agora (horário de Brasília): quantas rodadas chegaram a ${odd}x ou mais em cada hora. “parcial” é a hora em andamento; “—”, hora que ainda não chegou.`,
  payoutsPerHourTitle: (odd: number) => `Velas de ${odd}x ou mais por hora`,
  targetPerHour: (odd: number) => `${odd}x ou mais, por hora`,
  // Not "Pagamentos por hora": a list of "payments" per hour read as paying hours.
  payoutsPerHour: 'Velas altas por hora, o que já saiu',
  day: 'Dia',
  payoutsPerHourLead:
    'Quantas rodadas chegaram a cada valor em cada hora (horário de Brasília): o que já saiu, não quando vai sair. “parcial” é a hora em andamento; “—”, hora que ainda não chegou.',
  pinkTitle: 'Velas rosa',
  candles: 'Velas',
  from: 'A partir de',
  noPinks: 'Nenhuma vela rosa nesta janela.',
  legend: 'Legenda',
  latestRounds: (roundsWord: string) => `Últimas ${roundsWord}, da mais recente para a mais antiga`,
  chipLabel: (chip: string, roundId: string, hour: string) =>
    `${chip}, multiplicador da rodada #${roundId} às ${hour}`,
  roundDetailWithProof: (roundId: string, hour: string, odd: string, proof: string) =>
    `Rodada #${roundId} das ${hour}: ${odd}${proof}`,
  statisticsTitle: 'Estatísticas',
  // Not "Mediana", a statistician's word: the sentence under it says what it is.
  median: 'Valor do meio',
  overLastRounds: (count: number) => `nas últimas ${count} ${count === 1 ? 'rodada' : 'rodadas'}`,
  medianMeaning: (over: string) => `Metade das rodadas parou abaixo deste valor, ${over}.`,
  // The mean in words under the median, never a figure card beside it: "Média
  // 13,94x" next to "Mediana 1,78x" read as what a round pays on average.
  meanPulledUp: (max: string, mean: string) =>
    `Uma vela de ${max} puxa a média para ${mean}; o valor do meio mostra melhor o que uma rodada costuma pagar.`,
  meanPlain: (mean: string) => `A média fica em ${mean}.`,
  mode: 'Valor que mais saiu',
  modeMeaning: (over: string) =>
    `O valor exato que mais se repetiu ${over}. Ter saído mais não o torna mais provável: cada rodada é sorteada de novo.`,
  minMax: 'Menor e maior vela',
  min: 'menor',
  max: 'maior',
  minMaxMeaning: (over: string) => `A menor e a maior ${over}.`,
  bandLow: 'abaixo de 2x',
  bandMid: '2x a 9,99x',
  bandHigh: '10x ou mais',
  noDataToday: 'Nenhum dado para hoje.',
  // A long table grows on a tap and says how much of it is in sight.
  rowsShown: (shown: number, total: number) => `Mostrando ${String(shown)} de ${String(total)}.`,
  showMoreRows: 'Mostrar mais',
  targetsColumns: ['Vela', 'Rodadas desde a anterior', 'Tempo desde a anterior'],
};
