export const salesMessages = {
  myLinksEmpty: 'Nenhum produto à venda nesta casa por enquanto.',
  myLinksDashboardDetail: 'O painel com estatísticas e sinais, mais o curso.',
  myLinksMentoringDetail: 'Encontros sobre gestão de banca e limites, com acesso ao Robô VIP.',
  myLinksRobotDetail:
    'Sinais aleatórios do Aviator para sair em {alvo}, por 24 horas. Chance real de uma rodada chegar a {alvo}: {chance}.',
  myLinksCommunityDetail: 'Grátis: o grupo da casa.',
  myLinksSeePresentation: 'Ver apresentação',
  myLinksSeeMentoring: 'Ver mentoria',
  myLinksRobotBuy: 'Quero este',
} as const;
