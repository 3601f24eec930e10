export const fairnessCopy = {
  rangeTitle: 'Verificar intervalo',
  rangeLead:
    'Confira de uma vez as rodadas de um dia ou de um período: seu navegador refaz cada uma e avisa se alguma não confere.',
  rangeHow: (localeString: string) =>
    `Cada rodada guarda o código de conferência da anterior. O navegador refaz, rodada por rodada, o caminho dessa cadeia até o código final publicado pela casa (a partir de uma rodada, até ${localeString} rodadas; num período, todas as rodadas dele) e recalcula o resultado de cada uma, dividindo o trabalho entre os núcleos do aparelho.`,
  fromRound: 'A partir da rodada (opcional)',
  fromDate: 'De',
  toDate: 'Até',
  cancel: 'Cancelar',
  rangeProgress: 'Progresso da verificação',
  roundVerified: (id: number) => `Rodada ${id} verificada`,
  verifiedInBrowser: 'Verificada no navegador',
  allVerified: (roundsWord: string) => `Todas as ${roundsWord} verificadas no seu navegador.`,
  someVerified: (localeString: string, roundsWord: string) =>
    `${localeString} de ${roundsWord} verificadas no seu navegador; as outras ainda não têm prova publicada.`,
  someFailed: (failed: number, checked: number) =>
    `✗ ${failed} de ${checked} rodadas não conferem com a prova publicada: marcadas em vermelho.`,
  roundTitle: 'Verificar rodada',
  roundLead:
    'Confira, aqui no seu navegador, que o resultado de uma rodada não foi mudado depois do sorteio.',
  roundHow:
    'Cada rodada vem de um código de conferência publicado em cadeia: o ponto de queda é recalculado no seu navegador (HMAC-SHA256) e comparado com o mostrado.',
  roundNumber: 'Número da rodada',
  verify: 'Verificar',
  roundColumn: 'Rodada',
  resultColumn: 'Resultado',
  hash: 'Código de conferência',
  salt: 'Código da casa',
  previousHash: 'Código da rodada anterior',
  computedInBrowser: (crash: string) => `Calculado no navegador: ${crash} — `,
  matches: 'confere',
  doesNotMatch: 'não confere',
  whatIsHash: 'O que é o código de conferência?',
  hashLength: 'Um código de conferência tem 64 caracteres: algarismos e letras de a a f.',
  crashOfHash: 'Ponto de queda deste código: ',
  roundDoesNotMatch: (id: number, why: string) => `Rodada ${id} não confere: ${why}`,
  hashGives: (odd: string) => `o código de conferência dá ${odd}`,
  linkDoesNotMatch: 'o elo da cadeia não confere',
  proofVerified: 'verificada no navegador',
  proofMismatch: 'não confere com a prova publicada',
  rangeCounted: (checked: string, seconds: string) =>
    `${checked} rodada(s) verificada(s) em ${seconds} s.`,
  rangeCancelled: (counted: string) => `Verificação cancelada: ${counted}`,
  rangeNoMismatch: 'Nenhuma divergência.',
  rangeMismatches: (count: number, firstId: number, what: string) =>
    `${count} divergência(s); a primeira na rodada #${firstId} (${what}).`,
  mismatchOfCrash: 'ponto de queda',
  mismatchOfLink: 'elo da cadeia',
  chainReached: 'A cadeia chega ao código final publicado.',
  chainNotReached: 'A cadeia não chegou ao código final publicado.',
  /** The rounds checked of the total; "cerca de" while the total is an estimate. */
  rangeRoundsOf: (checked: string, total: string, totalIsExact: boolean) =>
    `${checked} de ${totalIsExact ? '' : 'cerca de '}${total} rodadas`,
  rangePace: (counted: string, perSecond: string, left: string) =>
    `${counted} · ${perSecond} rodadas/s · ${left}`,
  lessThanASecondLeft: 'falta menos de 1 s',
  secondsLeft: (seconds: string, approximate: boolean) =>
    `faltam ${approximate ? 'cerca de ' : ''}${seconds} s`,
  minutesLeft: (minutes: string, seconds: string, approximate: boolean) =>
    `faltam ${approximate ? 'cerca de ' : ''}${minutes} min ${seconds} s`,
};
