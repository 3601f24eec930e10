// Round alerts (docs/product/round-alerts.md#round-alerts).
// Imported by its own path; each key names one text across the areas (all-areas.ts).

export const alertsMessages = {
  // Alerts (docs/product/round-alerts.md#round-alerts) Plainly, on the alerts screen and in
  // every alert: an alert is news of the past.
  alertHonesty: 'Um alerta não torna a próxima rodada mais provável: ele só avisa o que já saiu.',
  alertLimitReached: 'Você atingiu o limite de alertas. Apague um para criar outro.',
  alertNotFound: 'Alerta não encontrado.',
} as const;
