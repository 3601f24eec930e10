export const alertsMessages = {
  // An alert is news of the past.
  alertHonesty: 'Um alerta não torna a próxima rodada mais provável: ele só avisa o que já saiu.',
  alertLimitReached: 'Você atingiu o limite de alertas. Apague um para criar outro.',
  alertNotFound: 'Alerta não encontrado.',
} as const;
