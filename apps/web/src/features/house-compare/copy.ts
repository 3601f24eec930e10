// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const houseCompareCopy = {
  hourlyNote:
    'Quantas saíram em cada hora de hoje até agora (horário de Brasília). Uma hora que pagou mais hoje não diz nada sobre as próximas rodadas.',
  hourlyEmpty: 'Ainda não há rodadas de hoje nas duas casas.',
};
