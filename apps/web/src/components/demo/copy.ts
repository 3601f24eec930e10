export const demoCopy = {
  /**
   * In the words of the demo game's own banner: the balance is no real money,
   * and bets come out of it. "Nenhum dinheiro real é movimentado" beside a
   * game whose bets left the balance read as a contradiction.
   */
  demoNotice:
    'Ambiente de demonstração: o seu saldo no app não é dinheiro real; as apostas saem dele.',
};
