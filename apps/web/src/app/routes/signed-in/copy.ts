export const signedInScreensCopy = {
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
    `As últimas ${roundsWord} numa planilha (CSV), com o código de conferência e o código da casa de cada uma, para conferir fora do site.`,
  roundsSuffix: ' rodadas',
  historyParts: 'Partes do histórico',
  // Depth behind a tap (ui/Fold.tsx): what opening shows, then what it tells.
  roundsProofLabel: 'Ver a prova',
  roundsProofHint:
    'O valor que mais saiu, a menor e a maior vela, a média, a chance de cada vela alta depois de cada sequência, a chance real ao lado da observada e as velas rosa.',
  moreHoursLabel: 'Ver por hora e por vela: mapas e tabelas de hoje',
  moreHoursHint:
    'Quantas velas altas saíram em cada hora, e quantas rodadas separaram uma da outra.',
  signalFor: (name: string) => `Sinal para ${name}`,
  /** The launched game's back link, on hover: the screen's title is the game's, so name the lobby. */
  backToGames: 'Voltar para Todos os Jogos',
  /** A game opened by its address that no aggregator connects: its signal, and this in place of a frame. */
  gameNotConnected: (name: string) => `${name} ainda não está conectado: não dá para jogar aqui.`,
};
