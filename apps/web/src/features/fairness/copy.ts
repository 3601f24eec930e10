// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const fairnessCopy = {
  rangeTitle: 'Verificar intervalo',
  rangeLead:
    'Confira de uma vez as rodadas de um dia ou de um período: seu navegador refaz cada uma e avisa se alguma não confere.',
  rangeHow: (localeString: string) =>
    `Cada rodada guarda o hash da anterior. O navegador refaz, rodada por rodada, o caminho dessa cadeia até o hash final publicado pela casa (a partir de uma rodada, até ${localeString} rodadas; num período, todas as rodadas dele) e recalcula o resultado de cada uma, dividindo o trabalho entre os núcleos do aparelho.`,
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
    'Cada rodada vem de um hash publicado em cadeia: o ponto de queda é recalculado no seu navegador (HMAC-SHA256) e comparado com o mostrado.',
  roundNumber: 'Número da rodada',
  verify: 'Verificar',
  roundColumn: 'Rodada',
  resultColumn: 'Resultado',
  hash: 'Hash',
  salt: 'Salt',
  previousHash: 'Hash anterior',
  computedInBrowser: (crash: string) => `Calculado no navegador: ${crash} — `,
  matches: 'confere',
  doesNotMatch: 'não confere',
  whatIsHash: 'O que é o hash?',
  hashLength: 'Um hash tem 64 caracteres hexadecimais.',
  crashOfHash: 'Ponto de queda deste hash: ',
};
