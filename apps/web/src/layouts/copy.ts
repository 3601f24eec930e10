export const layoutsCopy = {
  skipToContent: 'Pular para o conteúdo',
  balance: 'Saldo',
  refreshBalance: 'Atualizar saldo',
  deposit: 'Depositar',
  withdraw: 'Sacar',
  /** The sheet the balance opens (WalletSheet): the player's money in one place. */
  wallet: 'Carteira',
  openWallet: 'Abrir carteira',
  statement: 'Ver extrato',
  walletAfterVerification: 'Depositar e sacar abrem depois que você verificar sua identidade.',
  /** Before the identity is verified, the header's action is that step (its name says the rest). */
  verify: 'Verificar',
  verifyIdentity: 'Verificar identidade',
  bottomNav: 'Navegação inferior',
  menu: 'Menu',
  mainMenu: 'Menu principal',
  products: 'Produtos',
  /** The sidebar's sections (navigation.ts): short, one word where one will do. */
  sections: {
    play: 'Jogar',
    // The signal screens are random draws: the heading says so, and that they
    // predict nothing, without the word "Sinais" that tip groups sell.
    draws: 'Sorteios ao acaso, sem previsão',
    statistics: 'Estatísticas',
    money: 'Dinheiro',
    account: 'Conta e jogo responsável',
  },
  playAviator: 'Jogar Aviator',
  support: 'Suporte',
  supportChatMessage: 'Olá! Preciso de ajuda com o painel.',
  quickPix: 'Pix rápido',
  /** What Pix rápido does that Depositar doesn't: the same Pix, without leaving the screen. */
  quickPixHint: 'Depósito por Pix sem sair da tela em que você está.',
  userMenu: (displayName: string) => `${displayName}: menu do usuário`,
  myAccount: 'Minha conta',
  signOut: 'Sair',
  signOutEverywhere: 'Sair de todos os dispositivos',
};
