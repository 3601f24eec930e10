export const houseCompareCopy = {
  hourlyNote: (since: string) =>
    `Quantas saíram em cada hora, nas mesmas rodadas da tabela acima: as de hoje desde as ${since} (horário de Brasília). Uma hora que pagou mais não diz nada sobre as próximas rodadas.`,
  hourlyEmpty: 'Ainda não há rodadas de hoje nas duas casas.',
  title: 'Comparar casas',
  sideBySide: 'Estatísticas lado a lado',
  today: 'Hoje',
  // The app's word for the theoretical share everywhere ("Chance real e chance observada").
  expected: 'Chance real',
  rounds: 'Rodadas',
  targetOrMore: (target: number) => `${target}x ou mais`,
  roundsBetweenTargets: (hourlyTarget: number) => `Rodadas entre duas ${hourlyTarget}x, em média`,
  sampleNote: (localeString: string, since: string) =>
    `As rodadas mais recentes de cada casa, até ${localeString}, contadas a partir da mesma hora: hoje desde as ${since}. As rodadas são independentes: uma diferença passada não indica a próxima rodada.`,
  howWeCompare: (hourlyTarget: number) =>
    `Para cada vela, a parte das rodadas que chegou a ela em cada casa, com o intervalo de confiança de 95% (Wilson), e um teste de duas proporções da diferença: com p abaixo de 0,05 a diferença é maior do que o acaso costuma dar. Entre duas ${hourlyTarget}x: a média de rodadas de uma vela de ${hourlyTarget}x ou mais à seguinte; o esperado é 1 ÷ (97% ÷ ${hourlyTarget}).`,
  differences: 'Diferenças',
  targetsPerHourTitle: (hourlyTarget: number) => `Velas de ${hourlyTarget}x ou mais por hora`,
  payoutsPerHour: 'Pagamentos por hora',
  hour: 'Hora',
  /** Beside a partial hour: the first, when the window starts inside it; the one still running. */
  hourSince: (clock: string) => ` (desde ${clock})`,
  hourSoFar: ' (até agora)',
  noRounds: (label: string) => `${label}: sem rodadas`,
  shareWithInterval: (label: string, share: string, lower: string, upper: string) =>
    `${label} ${share}, de ${lower} a ${upper}`,
  nothingToCompare: (name: string) => `${name}: sem rodadas para comparar.`,
  differenceHead: (name: string, points: string, shares: string) =>
    `${name}: diferença de ${points} ${points === '1' ? 'ponto' : 'pontos'} (${shares}).`,
  meaningful: (head: string, pValue: string) =>
    `${head} Diferença maior que o acaso explicaria (${pValue}).`,
  roundsNeeded: (rounds: string) =>
    ` Para distinguir uma diferença deste tamanho seriam precisas ~${rounds} rodadas por casa.`,
  notMeaningful: (head: string, pValue: string, need: string) =>
    `${head} Amostra não distingue as casas (${pValue}).${need}`,
};
