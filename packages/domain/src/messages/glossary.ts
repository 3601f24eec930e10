/** Where a term stays on a screen, it stays with this explanation beside it. */
export const glossary = {
  // No example figure: the line it explains carries the game's own.
  'Retorno ao jogador':
    'Retorno ao jogador (RTP, em inglês) é quanto do que se aposta volta aos jogadores, em média, ao longo de muitas rodadas; o resto fica com a casa. Não diz quanto você vai ganhar numa sessão.',
  banca:
    'Banca é o dinheiro que você separa para apostar, numa sessão ou num período: quando ela acaba, você para.',
  PGSI: 'PGSI (Índice de Gravidade do Jogo Problemático) é um questionário internacional de 9 perguntas sobre os últimos 12 meses. Ele mostra se o jogo está trazendo problemas; não é um diagnóstico.',
  // The planilha keeps the technical names as its column headers, so each says which column it is.
  'código de conferência':
    'O código de conferência funciona como a impressão digital de uma rodada. Ele é publicado antes, então qualquer pessoa pode conferir que o resultado não foi trocado depois. Na planilha, é a coluna hash.',
  'código da casa':
    'O código da casa é um texto fixo, misturado ao código de conferência para chegar ao multiplicador. Com os dois, qualquer pessoa refaz a conta. Na planilha, é a coluna salt.',
  CSV: 'CSV é um arquivo de planilha: abre no Excel, no Google Planilhas ou no Numbers.',
  semente:
    'A semente é o número que começa o sorteio da simulação. Com a mesma regra e a mesma semente saem os mesmos números; troque a semente para outro sorteio.',
  'verificação de identidade':
    'A verificação de identidade confirma, com uma foto do documento e uma selfie, que você é o titular do CPF da conta e tem 18 anos ou mais. Ela é pedida antes de depositar, jogar ou sacar.',
  // The strategy lab's unit: a bankroll played until it ends or a stop.
  partidas:
    'Uma partida, aqui, começa com a banca que você escolher e segue, rodada a rodada, até a banca acabar, uma parada que você escolher ou a última rodada. O laboratório sorteia muitas partidas para mostrar o que costuma acontecer.',
  multiplicador:
    'O multiplicador (x) é quanto a rodada pagou: em 2,50x, quem retirou a aposta ali recebeu 2,5 vezes o que apostou.',
  'velas altas':
    'Velas altas são as rodadas que chegaram longe: aqui, 3x ou mais e 10x ou mais. "Vela" é como os jogadores chamam o resultado de uma rodada do Aviator.',
  'velas rosa':
    'Velas rosa são as rodadas de 10x ou mais, na cor rosa do jogo. Saem em cerca de 1 de cada 10 rodadas, e nenhuma sequência diz quando vem a próxima.',
} as const;

export type GlossaryTerm = keyof typeof glossary;
