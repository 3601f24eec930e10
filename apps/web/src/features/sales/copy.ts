// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const salesCopy = {
  gamblingWarning:
    'Jogos de cassino e crash são aleatórios: nenhum painel, sinal ou curso garante lucro ou aumenta suas chances. Aposte só o que pode perder. Proibido para menores de 18 anos.',
  supportMessage: (subject: string) => `Olá! Tenho uma dúvida sobre ${subject}.`,
  videoTitle: (topic: string) => `Vídeo de apresentação: ${topic}`,
};
