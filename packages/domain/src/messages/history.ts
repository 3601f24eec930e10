import {
  ANALYSIS_ODDS,
  BET_HOUSES,
  CANDLE_COUNTS,
  HOURLY_ODDS,
  MAX_RANGE_ROUNDS,
  PINK_FILTER_VALUES,
} from '../constants.js';

function orList(values: readonly number[]): string {
  return `${values.slice(0, -1).join(', ')} ou ${String(values.at(-1))}`;
}

export const historyMessages = {
  roundNotFound: 'Rodada não encontrada.',
  roundNotVerifiable: 'Esta rodada veio de um feed externo e não tem prova de justiça.',
  chainNotFound: 'Ainda não há cadeia de rodadas publicada para esta casa de apostas.',
  ingestKeyInvalid: 'Chave de API inválida.',
  ingestDisabled: 'A ingestão de rodadas não está habilitada neste servidor.',
  streamTooManyFromAddress:
    'Muitas conexões ao vivo a partir deste endereço. Feche outras abas e tente novamente.',
  streamFull: 'As atualizações ao vivo estão lotadas. Tente novamente em instantes.',
  historyRateLimited: 'Muitas consultas ao histórico. Aguarde um minuto e tente novamente.',
  roundConflict: 'Uma rodada com este id já existe com outros dados.',
  roundInFuture: 'Rodada com horário no futuro.',
  ingestSourceInvalid: 'Fonte inválida: até 40 letras minúsculas, dígitos, "-" ou "_".',
  rangeNotFound: 'Nenhuma rodada com prova de justiça neste intervalo.',
  tooManyExports: 'Muitas exportações em pouco tempo. Aguarde um minuto e tente novamente.',

  queryDate: 'date deve ser uma data AAAA-MM-DD.',
  queryBetHouse: `betHouse deve ser uma destas casas de apostas: ${BET_HOUSES.join(', ')}.`,
  queryNumberVelas: `numberVelas deve ser um inteiro de 1 a ${String(Math.max(...CANDLE_COUNTS))}, só dígitos.`,
  queryFilter: `filter deve ser ${orList(PINK_FILTER_VALUES)}.`,
  queryHourlyOdd: `odd deve ser ${orList(HOURLY_ODDS)}.`,
  queryAnalysisOdd: `odd deve ser ${orList(ANALYSIS_ODDS)}.`,
  querySpanFrom:
    'from deve ser uma data AAAA-MM-DD ou um inteiro de milissegundos desde 1970 (UTC), só dígitos.',
  querySpanTo:
    'to deve ser uma data AAAA-MM-DD ou um inteiro de milissegundos desde 1970 (UTC), só dígitos.',
  querySpanOrder:
    'to deve vir depois de from: o período vai de from (incluído) até to (excluído; um dia AAAA-MM-DD em to inclui o dia inteiro).',
  queryStartId: 'startId deve ser o id de uma rodada: só dígitos, a partir de 1.',
  queryRangeLimit: `limit deve ser um inteiro de 1 a ${String(MAX_RANGE_ROUNDS)}, só dígitos.`,
  queryExportFormat: 'format deve ser csv ou json.',
  queryRoundId: 'id deve ser o id de uma rodada: só dígitos, a partir de 1.',

  verifyPasteHashLabel: 'Ou cole o código de conferência da rodada',

  hourMapsLink: 'Ver outros dias e as velas de 30x e 100x por hora',
  roundsAreIndependent:
    'Cada rodada é sorteada na hora: a próxima pode vir em 1 minuto ou em 1 hora. Ninguém consegue prever.',

  roundWindowLabel: 'Últimas',
  tapCandleHint:
    'Cada número é o multiplicador da rodada (x). Toque num deles para ver a hora e a prova.',
  roundGridTitle: 'Últimas rodadas (x)',
  roundProofLink: 'Conferir a prova',
  oddsAgree: 'normal',
  oddsAbove: 'acima do esperado',
  oddsBelow: 'abaixo do esperado',
  // "{rodadas}" is the window ("100 rodadas"): "janelas" alone meant nothing to a player.
  oddsOutsideByChance:
    'Isso acontece por acaso: em cada multiplicador, 1 de cada 20 sequências de {rodadas} sai assim. Não indica padrão.',
  // Today's past share after each run, not a chance that grows.
  gapChartCaption:
    'Cada ponto é a parte das rodadas de hoje que chegou a {vela} logo depois de uma sequência sem ela: o que já saiu, não a chance da próxima. A linha tracejada é a chance real, a mesma depois de qualquer sequência; os pontos variam em volta dela por acaso. Abaixo do gráfico, quantas rodadas de hoje cada faixa conta: com poucas, o ponto varia mais.',
  gapChartMethod:
    'No gráfico, N vai em grupos de 10 em 10 e abaixo dele está quantas rodadas cada grupo teve. Se os pontos ficam em volta da linha tracejada, a sequência não mudou a chance: não existe vela “atrasada”.',
  gapChartEmpty: 'Ainda não há rodadas de hoje depois de uma {vela} para desenhar.',
  gapChartThin:
    'Grupos com menos de {minimo} rodadas ficam sem ponto, em cinza: são poucas para dizer algo.',
  hourTestTooFew: 'Ainda não há horas bastante hoje para comparar.',
  // No hour pays more, said first, so no row under it reads as "the hour that pays".
  hourTestEven:
    'Nenhum horário paga mais: hoje, as rodadas que chegaram a {vela} em cada hora ficaram perto do esperado num sorteio.',
  hourTestUneven:
    'Nenhum horário paga mais. Hoje, as rodadas que chegaram a {vela} variaram de uma hora para outra mais do que um sorteio costuma variar: isso acontece por sorte em 1 de cada 20 dias e não indica horário pagante.',
  compareNoRounds: 'Ainda não há rodadas de hoje para comparar.',
  comparePastOnly: 'Isso descreve o que já saiu: não muda a chance da próxima rodada.',
} as const;
