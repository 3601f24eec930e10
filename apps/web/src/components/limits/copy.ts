export const limitsCopy = {
  title: 'Seus limites (obrigatórios)',
  lossLimitLabel: 'Limite de perdas (R$)',
  periodLabel: 'Período do limite',
  sessionLimitLabel: (min: string, max: string) => `Tempo por sessão (${min} a ${max} min)`,
  suggestion:
    'Sugestão: R$ 200,00 por semana e sessões de 60 minutos. O limite de perdas conta o que você deposita menos o que saca no período, não o resultado das apostas. Baixar um limite vale na hora; aumentar vale 24 horas depois.',
};
