export const gameFrameCopy = {
  loading: 'Carregando o jogo…',
  unavailable: 'Jogo indisponível no momento',
  backToDashboard: 'Voltar ao painel',
  opening: 'Abrindo o jogo…',
  playTitle: (title: string) => `Jogar ${title}`,
  closeGame: 'Fechar jogo',
  playHere: 'Jogar aqui',
};
