// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const strategyLabCopy = {
  histogramTitle: 'Banca final das sessões',
  histogramBar: (from: string, to: string, count: number) => `${from} a ${to}: ${count} sessões`,
  lowestFinal: 'menor banca final ',
  highest: 'maior ',
  histogramHow: (bankroll: string) =>
    `Cada barra: quantas sessões terminaram com aquele valor (mais alta, mais sessões), da menor banca final, à esquerda, à maior, à direita. A linha tracejada é sua banca inicial (${bankroll}): à esquerda dela, sessões que perderam.`,
  ruleLabel: 'Regra de jogo',
  bankrollLabel: 'Banca por sessão (R$)',
  stakeLabel: 'Aposta (R$)',
  // The game's own word for cashing out, not a "target" to reach.
  targetLabel: 'Sacar em (x)',
  galesLabel: (maxSteps: string) => `Gales: aumentos da aposta depois de perder (0 a ${maxSteps})`,
  galeFactorLabel: 'Cada gale multiplica a aposta por (x)',
  stopLossLabel: 'Parar ao perder (R$, opcional)',
  stopWinLabel: 'Parar ao ganhar (R$, opcional)',
  roundsPerSessionLabel: (maxRounds: string) => `Rodadas por sessão (1 a ${maxRounds})`,
  seed: 'Semente',
  newSeed: 'Nova semente',
  whatIsSeed: 'O que é a semente?',
  simulating: 'Simulando...',
  simulate: 'Simular',
  simulationTitle: 'Simulação',
  simulationHow: (sessionsText: string, crashRtpPercent: number, standardError: string) =>
    `${sessionsText} sessões sorteadas da distribuição exata do jogo (${crashRtpPercent}% de retorno). A banca final média pode variar cerca de ± ${standardError} de uma simulação para outra (erro padrão).`,
  seedRepeats: ': quem usar a mesma regra e a mesma semente obtém os mesmos números.',
  historyTitle: 'No histórico guardado: o passado não prevê o futuro',
  historyLead: (historyLabel: string) =>
    `A mesma regra jogada em ${historyLabel}, em sessões seguidas.`,
  noStoredRounds: 'Sem rodadas guardadas para repetir a regra.',
  simulatingSessions: 'Simulando as sessões...',
  formTitle: 'Sua forma de jogar',
  formLead: (sessionsText: string) =>
    `Descreva como você joga: o laboratório joga essa regra em ${sessionsText} sessões sorteadas como as do jogo e mostra quanto sobra da banca.`,
};
