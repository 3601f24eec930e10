export const probabilityLabCopy = {
  /** One figure a line, each with its words. */
  oddsOrMore: (multiplier: string) => `${multiplier} ou mais`,
  trueChance: 'Chance real:',
  observed: 'Saiu:',
  observedCount: (hits: number, rounds: number) =>
    `${hits.toLocaleString('pt-BR')} de ${rounds.toLocaleString('pt-BR')} rodadas`,
  noRounds: 'Ainda sem rodadas para comparar.',
  // The headline says what waiting does (nothing): "Chance de vela alta na
  // próxima rodada" over a chart that peaks after 20 rounds read as "wait 20".
  gapTitle: 'Esperar não aumenta a chance de vela alta',
  noOverdueCandle:
    'Não existe vela “atrasada”: depois de qualquer sequência, a próxima rodada tem a mesma chance.',
  /** The proof behind the headline: each high candle's chance after the run since its last one. */
  gapProofTitle: 'A chance de cada vela alta na próxima rodada',
  afterRunWithout: 'O que já saiu hoje depois de cada sequência sem a vela',
  chartObserved: 'Saiu depois da sequência',
  chartTrueChance: (chance: string) => `Chance real: ${chance}`,
  chartRunAxis: 'Rodadas sem a vela antes',
  /** The rounds each bucket counts, in words under the chart (as a second tick line they collided at 360 px). */
  countedPerBucketLead:
    'Quantas rodadas cada ponto do gráfico conta, por rodadas sem a vela antes: ',
  chartNextAxis: 'Saiu na rodada seguinte (%)',
  chartThin: 'poucas rodadas',
  candle: 'Vela',
  chanceAfterEachRun: (vela: string) => `Chance de ${vela} depois de cada sequência sem ${vela}`,
  runChanceFormula: 'A chance de ficar n rodadas seguidas sem uma vela de chance p é (1 − p)^n:',
  observedChanceCaption: (vela: string, roundsWord: string) =>
    `Chance observada de ${vela} na rodada seguinte, por sequência (${roundsWord} de hoje depois de uma ${vela})`,
  roundsWithout: 'Rodadas sem',
  rounds: 'Rodadas',
  interval95: 'Intervalo de 95%',
  intervalTo: ' a ',
  lastColumnNote: (minBucketRounds: number) =>
    `A última coluna é o intervalo de confiança de 95% (Wilson) da chance observada: com poucas rodadas ele é largo, e por isso grupos com menos de ${minBucketRounds} rodadas ficam sem ponto no gráfico.`,
  hoursTested: 'As horas de hoje e o acaso',
  /** Whole hours only: each hour's count is then the one the hour maps give it. */
  hourTestWindow: (fromHour: string, toHour: string, roundsWord: string) =>
    `Contamos só horas inteiras de hoje, das ${fromHour}:00 às ${toHour}:59 (horário de Brasília): ${roundsWord}.`,
  hourCut: (hour: string, windowRounds: string) =>
    `a das ${hour}h, que só em parte está entre as ${windowRounds} mais recentes`,
  hourRunning: (hour: string) => `a das ${hour}h, ainda em andamento`,
  hoursLeftOut: (hours: readonly string[]) =>
    `${hours.length === 1 ? 'Fica' : 'Ficam'} de fora ${hours.join(' e ')}.`,
  hoursTestedLead:
    'Em cada hora de hoje, quantas rodadas chegaram à vela, ao lado do que se esperava.',
  perHourCaption: (threshold: number) => `${threshold}x por hora, observado e esperado`,
  /** One hour in words: what was counted, and what chance alone gives ("24 de 126 · esperado 12,2" said neither). */
  hourCounts: (hits: number, rounds: number, vela: string, byChance: string) =>
    `: ${hits} de ${rounds} ${rounds === 1 ? 'rodada' : 'rodadas'} ${hits === 1 ? 'chegou' : 'chegaram'} a ${vela}; pela chance real do jogo, o esperado é ${byChance}`,
  aboutRounds: (count: string) => `cerca de ${count}`,
  underOneRound: 'menos de 1',
  // The window is said once, above the hours: the method does not repeat it.
  hoursTestedNote: 'O esperado em cada hora é o número de rodadas dela × 97% ÷ multiplicador.',
  hourTestInsufficient: 'Teste entre horários: dados insuficientes para comparar.',
  hourTestResult: (degreesOfFreedom: number, pValue: string, verdict: string) =>
    `Teste qui-quadrado (${degreesOfFreedom} g.l.): ${pValue} — ${verdict}`,
  hourTestApproximate: ' (poucas rodadas por horário: teste aproximado).',
  noTargetWins: 'Nenhum alvo dá vantagem: em média você perde 3% de tudo o que aposta.',
  stakeLabel: 'Aposta (R$)',
  // Not "da partida": the card never says what a partida is.
  budgetLabel: 'Orçamento para jogar (R$)',
  costPerHourUnknown: 'Custo por hora: rodadas guardadas insuficientes para medir o ritmo do jogo.',
  costPerHour: (costPerHour: string) => `Uma hora de jogo custa, em média, ${costPerHour}.`,
  invalidBudget: 'Informe um orçamento válido.',
  // What most players get (the median of simulated sessions), not the mean:
  // "dura em média 666 rodadas" read as a promise, pulled up by rare long runs.
  budgetHalf: (budget: string, rounds: string, stake: string, target: string) =>
    `Metade das vezes, o orçamento de ${budget} acaba em até ${rounds} rodadas, a ${stake} por rodada, retirando em ${target}.`,
  budgetOutlasts: (budget: string, rounds: string, stake: string) =>
    `Na maioria das vezes, o orçamento de ${budget} passa das ${rounds} rodadas simuladas a ${stake} por rodada.`,
  budgetMean: (rounds: string) =>
    `A média é de ${rounds} rodadas, puxada para cima por poucas simulações muito longas: não conte com ela.`,
  budgetMethod: (sessions: string, stake: string, target: string, cap: string) =>
    `Duração do orçamento: simulamos ${sessions} vezes o orçamento gasto em rodadas sorteadas da distribuição real do jogo (retorno ao jogador de 97%), apostando ${stake} por rodada e retirando em ${target}, até o orçamento não cobrir a aposta (no máximo ${cap} rodadas). "Metade das vezes" é a simulação do meio, com as simulações em ordem de duração; a média soma todas e divide pelo número de simulações.`,
  averageReturn:
    'Em média cada aposta devolve 97% do valor, qualquer que seja o alvo: a perda esperada é 3% do total apostado.',
  costPerHourFormula: (validStake: string, perHour: number) =>
    `Custo por hora = ${validStake} × ${perHour} rodadas por hora (o ritmo de hoje) × 3%.`,
  targetLabel: 'Alvo (x)',
  kellyFraction: (target: string, kellyFraction: string, stake: string) =>
    `Fração de Kelly para ${target}: ${kellyFraction}. Aposta indicada: ${stake}`,
  noPositiveStake: '0: nenhuma aposta tem valor esperado positivo.',
  oddsTitle: 'Chance real e chance observada',
  oddsHow:
    'Chance real = 97% ÷ multiplicador. “Saiu” é a parte das rodadas mostradas que chegou ao multiplicador. Por acaso ela varia em torno da chance real: “normal” quando a chance real cabe no intervalo de confiança de 95% (Wilson) da parte que saiu.',
  intervals95: 'Intervalos de 95%',
  hoursDiffer:
    'diferença significativa entre os horários (p < 0,05). Com tantos horários, isso também acontece por acaso em 1 de cada 20 dias.',
  hoursDoNotDiffer: 'sem diferença significativa entre os horários',
  belowSmallestChance: 'menos de 0,01%',
  lastBucket: (from: number) => `${from} ou mais`,
};
