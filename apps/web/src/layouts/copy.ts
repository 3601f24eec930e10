// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const layoutsCopy = {
  skipToContent: 'Pular para o conteúdo',
  balance: 'Saldo',
  refreshBalance: 'Atualizar saldo',
  deposit: 'Depositar',
  bottomNav: 'Navegação inferior',
  menu: 'Menu',
  mainMenu: 'Menu principal',
  products: 'Produtos',
  support: 'Suporte',
  userMenu: (displayName: string) => `${displayName}: menu do usuário`,
  myAccount: 'Minha conta',
  signOut: 'Sair',
  signOutEverywhere: 'Sair de todos os dispositivos',
};
