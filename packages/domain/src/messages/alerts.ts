export const alertsMessages = {
  // An alert is news of the past.
  alertHonesty: 'Um alerta não torna a próxima rodada mais provável: ele só avisa o que já saiu.',
  alertLimitReached: 'Você atingiu o limite de alertas. Apague um para criar outro.',
  alertNotFound: 'Alerta não encontrado.',
  alertBetHouseUnknown: 'Casa de apostas desconhecida.',
  alertOddRequired: 'Informe a vela.',
  alertOddMinimum: 'A vela mínima é 1,01x.',
  alertOddTooHigh: 'Vela alta demais.',
  alertOddDecimals: 'Use no máximo duas casas decimais.',
  alertRoundsRequired: 'Informe o número de rodadas.',
  alertRoundsWhole: 'Use um número inteiro de rodadas.',
  alertRoundsMinimum: 'No mínimo 2 rodadas.',
  alertRoundsMaximum: 'No máximo 10.000 rodadas.',
} as const;
