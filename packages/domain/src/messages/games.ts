export const gamesMessages = {
  // A signal is a draw and says so (docs/product/overview.md#honesty-rules).
  signalGenerated: 'Sinal sorteado ao acaso',
  signalDraw: 'Sortear sinal',
  signalDrawAgain: 'Sortear outro sinal',
  // Said of the squares, the colours or the bet, never of the signal ("acerta"
  // is a tip group's hit rate). "Casa" is the betting house, so cells are "quadrados".
  signalMoney: 'Em média, a cada {cem} apostados voltam {volta}.',
  signalMoneyWithTie:
    'Em média, a cada {cem} apostados voltam {volta} (retorno ao jogador do jogo, com o que o empate devolve).',
  signalOddsMines:
    'Quaisquer 3 quadrados ficam livres em {chance} das rodadas com 3 minas; este sorteio não muda isso. Com os 3 livres, o jogo paga\u00a0{payout}.',
  signalChanceMines:
    'Quaisquer 3 quadrados ficam livres em {chance} das rodadas com 3 minas; este sorteio não muda isso.',
  signalOddsColour:
    'Qualquer uma das cores sai em {chance} das rodadas e paga {payout}; o empate sai em {empate}. Este sorteio não muda isso.',
  signalChanceColour:
    'Qualquer uma das cores sai em {chance} das rodadas; este sorteio não muda isso.',
  signalOddsRoulette:
    'Esta aposta ganha em {chance} das rodadas e paga {payout}; este sorteio não muda isso.',
  rouletteBet: 'Aposta: {aposta}',
  rouletteWinsOn: 'Ganha se sair um destes {quantos} números: {numeros}. Nos outros, perde.',
  rouletteWinsOnOne: 'Ganha só se sair o {numero}.',
  signalHonesty:
    'Sinal aleatório: os resultados são independentes e nenhum sinal aumenta suas chances.',
  estimateMethod: 'média dos intervalos de hoje',
  // The chance of what was drawn, not "de acerto", a tip's hit rate.
  signalIntroRoulette:
    'Um sinal é um sorteio feito no seu aparelho: uma aposta da mesa ao acaso (uma cor, par ou ímpar, uma dúzia, uma coluna, metade da roleta ou um número), com a chance dela e quanto ela paga. Qualquer que seja a aposta, em média voltam {volta} de cada {cem} apostados.',
  signalIntroMines:
    'Um sinal é um sorteio feito no seu aparelho: 3 quadrados ao acaso, marcados com um dado no campo abaixo. Ele não sabe onde estão as minas. Chance real de quaisquer 3 quadrados estarem livres, com o jogo em 3 minas: {chance}.',
  signalIntroColour:
    'Um sinal é um sorteio feito no seu aparelho: Vermelho ou Azul, ao acaso. Chance real de a cor sorteada sair: {chance} (empate: {empate}).',
  signalIntroEntries:
    'Um sinal é um sorteio feito no seu aparelho: quantas rodadas jogar na velocidade normal e quantas no modo rápido do jogo, de 5 a 18 cada. Ele não escolhe resultado, então não tem chance de acerto.',
  minesBoardIdle:
    'Campo vazio: os 3 quadrados sorteados aparecem aqui, marcados com um dado, quando você sorteia um sinal.',
  catalogueIntro:
    'O retorno ao jogador de cada jogo é quanto do que se aposta volta aos jogadores, em média; o resto fica com a casa. Toque num jogo para abri-lo aqui.',
  adultsOnly: 'Proibido para menores de 18 anos.',
  playResponsibly: 'Jogue com responsabilidade',

  gameLaunchFailed:
    'Não foi possível abrir o jogo agora: o provedor de jogos não respondeu. Tente novamente em alguns minutos.',
  crashSessionUnknown: 'Sessão de jogo desconhecida: abra o jogo de novo pela lista de jogos.',
  crashRoundStarted: 'A rodada já decolou: aposte na próxima.',
  crashAlreadyBet: 'Você já apostou nesta rodada.',
  crashInvalidAmount: 'Aposte de R$ 1,00 a R$ 1.000,00.',
  crashInvalidAutoCashout: 'A retirada automática vai de 1,01x a 1.000x.',
  crashNoBetToCashOut: 'Você não tem aposta nesta rodada.',
  crashNotFlying: 'A rodada ainda não decolou.',
  crashTooLate: 'Tarde demais: a rodada já caiu.',
  crashNotEnoughMoney: 'Saldo insuficiente para esta aposta.',
  crashPlayBlocked:
    'Aposta recusada: sua conta está em pausa, em autoexclusão, no limite de tempo da sessão ou encerrada.',
  crashTokenExpired: 'A sessão de jogo expirou: abra o jogo de novo.',
  crashSessionEnded: 'Esta sessão de jogo foi encerrada: abra o jogo de novo pelo app.',
  crashBetRefused: 'Aposta recusada pela carteira.',

  recordKindGame: 'Jogo',
  sessionBets: 'Apostas na sessão',
  sessionWins: 'Ganhos na sessão',
  sessionNet: 'Resultado da sessão',
  myReturnTitle: 'Seu retorno neste jogo',
  // Why the threshold, with no count: "a partir de 30 rodadas (você tem 2)" read as "play 28 more".
  myReturnTooFew:
    'Seu retorno neste jogo não é mostrado: em menos de {minimo} rodadas encerradas, o resultado é quase todo sorte e não diz nada sobre o jogo.',
  myReturnMethod:
    'Retorno observado = total recebido ÷ total apostado nas suas rodadas encerradas. O intervalo de 95% é aproximado (método delta para uma razão de somas): com poucas rodadas ou ganhos raros e grandes, ele é largo e pode errar. Resultados passados não mudam as próximas rodadas: cada rodada é independente e o retorno esperado continua sendo o retorno ao jogador do jogo.',
} as const;

/** The demo crash game page's texts, written into its script when the api starts. */
export const crashPageTexts = {
  title: 'Crash — demonstração',
  // A demo's balance is no real money; the app's banner says the same in the
  // same words, so the two never contradict.
  demoBanner: 'DEMONSTRAÇÃO. As apostas saem do seu saldo no app, que não é dinheiro real.',
  heading: 'Aviator',
  recentLabel: 'Últimas rodadas da casa',
  recentChip: 'rodada #{rodada}: {queda}',
  stageLabel: 'Curva do multiplicador',
  betsLabel: 'Suas últimas rodadas',
  amountLabel: 'Valor da aposta (R$)',
  autoLabel: 'Retirada automática (opcional)',
  autoPlaceholder: 'ex.: 2,00',
  quickAmountsLabel: 'Mudar o valor da aposta',
  halveAmount: '½',
  halveAmountLabel: 'metade do valor',
  doubleAmount: '2×',
  doubleAmountLabel: 'dobro do valor',
  quickAmountLabel: 'Apostar {valor}',
  loading: 'Carregando...',
  // A no-break space keeps "3 s" together: the line never splits the countdown.
  takeoffIn: 'Decola em {s}\u00a0s',
  crashedAt: 'Caiu em {queda}',
  balance: 'Saldo: {valor}',
  cashout: 'Retirar {x} ({valor})',
  cashingOut: 'Retirando…',
  betPlaced: 'Aguarde a decolagem',
  betFlying: 'Sua aposta está no ar',
  bet: 'Apostar',
  // The bet call travelling, between the tap and the answer.
  betSending: 'Enviando…',
  // During a flight a tap queues the next round's bet; the button then cancels it.
  roundInFlight: 'Aposte na próxima',
  cancelQueued: 'Cancelar aposta de {valor}',
  // The bet call came back with neither the bet nor a refusal.
  betNotPlaced: 'Sua aposta não foi feita: tente de novo.',
  // The profit first, then the whole amount credited, so the payout never
  // reads as the winnings. A no-break space keeps "recebeu R$ 5,20" together.
  profit: 'lucro de {valor} (recebeu\u00a0{recebido})',
  breakEven: 'sem lucro nem perda',
  loss: 'perdeu {valor}',
  resultCashedOut: 'Você retirou em {x}: {resultado}',
  resultLost: 'A rodada caiu em {queda}: {resultado}',
  roundWon: 'Rodada #{rodada} caiu em {queda}: retirou em {x}, {resultado}',
  roundPaidInFlight: 'Rodada em voo: retirou em {x}, {resultado}',
  roundLost: 'Rodada #{rodada} caiu em {queda}: {resultado}',
  offline: 'Sem conexão com o jogo. Tentando de novo...',
} as const;
