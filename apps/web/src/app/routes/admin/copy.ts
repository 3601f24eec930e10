// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const adminScreensCopy = {
  sessionsTitle: 'Sessões',
  sessionsLead: 'Encerra o acesso em todos os aparelhos em que você entrou, inclusive este.',
  bacBo: 'Bac Bo',
  depositTitle: 'Depósito Seguro!',
  depositSupportMessage: 'Olá! Preciso de ajuda com um depósito.',
  footballStudio: 'Football Studio',
  aviator: 'Aviator',
  minesPro: 'Mines Pro',
  roulette: 'Roleta',
  storedRoundsToday: (count: string) => `${count} rodadas guardadas de hoje (as mais recentes)`,
  downloadTitle: 'Baixar as rodadas',
  downloadLead: (roundsWord: string) =>
    `As ${roundsWord} da janela numa planilha (CSV), com o hash e o salt de cada uma, para conferir fora do site.`,
  roundsSuffix: ' rodadas',
  historyParts: 'Partes do histórico',
  signalFor: (name: string) => `Sinal para ${name}`,
};
