export const authScreensCopy = {
  outboxTitle: 'Caixa de e-mails da demonstração',
  outboxLead: 'Na demonstração nenhum e-mail sai do servidor: os que ela enviaria aparecem aqui.',
  forgotPassword: 'Esqueci minha senha',
  forgotPasswordLead:
    'Informe o e-mail da sua conta. Enviaremos um link para você escolher uma nova senha.',
  signIn: 'Entrar',
  mentoringPitch:
    'Encontros sobre gestão de banca, limites de perda e leitura de estatísticas, com acesso ao Robô VIP. O foco é jogar com controle: nenhum método muda as chances de um jogo aleatório.',
  myLinksTitle: 'Meus Links',
  products: 'os produtos',
  createAccount: 'Criar minha conta',
  presentationPitch:
    'O painel mostra o que já saiu nas rodadas, quanto e em que horário, e traz uma calculadora de banca, com um curso sobre como ler esses números e controlar seus limites.',
  presentationHonesty: 'O painel mostra o que já aconteceu; ele não prevê a próxima rodada.',
  register: 'Cadastro',
  resetPassword: 'Redefinir senha',
  // The chance is the bet's under the game's rules, which a draw does not
  // change: "de acerto" would sell it as the signal's hit rate.
  roboVipPitch:
    'O Robô VIP envia no grupo os mesmos sinais aleatórios do painel, cada um com a chance real da aposta, que o sorteio não muda.',
  whatYouGet: 'O que você recebe',
  roboVipSignals: 'Sinais de Mines, Roleta, Football Studio e Bac Bo, enviados no grupo do robô.',
  roboVipOdds:
    'Em cada sinal, a chance real da aposta pelas regras do jogo: a mesma de uma aposta igual feita sem sinal.',
  roboVipNoPromise: 'Nenhuma promessa de lucro: os resultados continuam aleatórios.',
  signInLink: 'Link de acesso',
  signInWithLink: 'Entrar com link',
};
