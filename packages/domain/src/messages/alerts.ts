// Round alerts (docs/product.md#round-alerts).
// Part of the one `messages` object (index.ts); keep the order of the keys.

export const alertsMessages = {
  // Alerts (docs/product.md#round-alerts) Plainly, on the alerts screen and in
  // every alert: an alert is news of the past.
  alertHonesty: 'Um alerta não torna a próxima rodada mais provável: ele só avisa o que já saiu.',
  alertLimitReached: 'Você atingiu o limite de alertas. Apague um para criar outro.',
  alertNotFound: 'Alerta não encontrado.',
} as const;
