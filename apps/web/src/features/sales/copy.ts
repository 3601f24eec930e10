export const salesCopy = {
  gamblingWarning:
    'Jogos de cassino e crash são aleatórios: nenhum painel, sinal ou curso garante lucro ou aumenta suas chances. Aposte só o que pode perder. Proibido para menores de 18 anos.',
  supportMessage: (subject: string) => `Olá! Tenho uma dúvida sobre ${subject}.`,
  videoTitle: (topic: string) => `Vídeo de apresentação: ${topic}`,
  products: {
    presentation: {
      title: 'Apresentação',
      name: 'Painel + curso',
      videoTopic: 'o painel Velas',
      supportSubject: 'o painel',
    },
    mentoring: {
      title: 'Mentoria',
      name: 'Mentoria',
      videoTopic: 'a mentoria',
      supportSubject: 'a mentoria',
    },
    roboVip: {
      title: 'Robô VIP',
      name: 'Robô VIP',
      buyLabel: 'Quero o Robô VIP',
      videoTopic: 'o Robô VIP',
      supportSubject: 'o Robô VIP',
    },
  },
  /** Said under a buy button that names no price: where the buyer will see it. */
  priceAtCheckout: 'O preço aparece na página de pagamento, antes de você confirmar.',
  priceFromSupport: 'O suporte informa o preço antes de qualquer compra.',
  buyFor: (price: string) => `Comprar por ${price}`,
  /** Meus Links' row for the community channel, which has no page of its own. */
  freeSignalsChannel: 'Canal de sinais gratuito',
  joinChannel: 'Entrar no canal',
};
