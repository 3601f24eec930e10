/** A no-break space: "9 min" and "1 h 05 min" never split across lines. */
const NBSP = '\u00a0';

export const responsiblePlayCopy = {
  /**
   * The session's length in words beside the balance: "Sessão: 9 min",
   * "Sessão: 1 h 05 min" (not shown in its first minute); "00:09" read as nine seconds beside a balance.
   */
  sessionLength(minutes: number): string {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return `Sessão: ${String(rest)}${NBSP}min`;
    return `Sessão: ${String(hours)}${NBSP}h${NBSP}${String(rest).padStart(2, '0')}${NBSP}min`;
  },
  closeAccountTitle: 'Encerrar conta',
  closeAccountLead:
    'Saque todo o seu saldo antes. Uma conta encerrada não pode mais entrar nem ser reaberta; seu histórico fica guardado.',
  closeAccountConfirmQuestion: 'Tem certeza? Esta ação não pode ser desfeita.',
  confirmClose: 'Confirmar encerramento',
  cancel: 'Cancelar',
  helpTitle: 'Onde buscar ajuda',
  cvvCall: 'CVV – Centro de Valorização da Vida: ligue ',
  cvvHours: ' (gratuito, 24 horas) ou acesse ',
  cvvSite: 'cvv.org.br',
  caps: 'CAPS – Centros de Atenção Psicossocial do SUS: atendimento gratuito para dependência, inclusive de apostas. Procure o CAPS ou a unidade básica de saúde da sua cidade.',
  federalPlatform: 'Plataforma centralizada de autoexclusão do governo federal: ',
  federalPlatformLink: 'autoexclusão em todas as casas de apostas',
  limitsTitle: 'Seus limites',
  changeLimits: 'Alterar limites',
  limitsLead:
    'Escolha seu limite de perdas e seu limite de tempo de sessão para continuar usando o painel.',
  limitsInForce: (value: string) => `Em vigor: ${value}.`,
  /** The bar's name: the figure it shows, not "perdas" a player who is up never had. */
  lossLimitGauge: 'Depositado menos sacado, diante do limite de perdas',
  /**
   * What the limit counts: the money put in, not
   * the games' result the Extrato sums per day, so the two figures differ.
   */
  lossLimitCounts:
    'Um depósito conta mesmo antes de você apostar. O resultado das suas apostas de cada dia está no Extrato, em "Nos jogos".',
  renewsAt: (parse: string) => `Renova em ${parse}.`,
  pendingChange: (value: string, parse: string) =>
    `Mudança pendente: ${value}, vale a partir de ${parse}.`,
  limits: 'Limites',
  saveLimits: 'Salvar limites',
  reminderEvery: 'Lembrete de tempo de jogo a cada',
  minutes: (minutes: number) => `${minutes} minutos`,
  adjustLimits: 'Ajustar em Jogo responsável',
  /** The deposit screen's one line of the limit: the setting, the count behind a tap. */
  lossLimitShort: (limit: string, period: string) => `Seu limite de perdas: ${limit} ${period}.`,
  lossLimitMore: 'Saiba mais sobre o limite',
  pauseTitle: 'Pausa e autoexclusão',
  pauseLead:
    'Durante uma pausa ou autoexclusão você pode entrar, ver seu histórico e sacar seu saldo; depósitos, jogos e sinais ficam bloqueados. Uma autoexclusão não pode ser encurtada.',
  selfExcludeFor: 'Autoexclusão por',
  choosePeriod: 'Escolha o período',
  oneMonth: '1 mês',
  months: (count: string) => `${count} meses`,
  indefinitely: 'Tempo indeterminado',
  selfExclude: 'Autoexcluir',
  confirmPause: 'Confirmar pausa',
  confirmSelfExclusion: 'Confirmar autoexclusão',
  pause: 'Pausar',
  excludeEverywhere: 'Para se excluir de todas as casas de apostas autorizadas, use a ',
  federalPlatformName: 'plataforma centralizada de autoexclusão do governo federal',
  watchTitle: 'Um momento',
  watchLossLimitReached:
    'Ontem você chegou ao seu limite de perdas. Tudo bem fazer uma pausa hoje; se quiser, reveja seus limites ou faça a autoavaliação em Jogo responsável.',
  understood: 'Entendi',
  reminderTitle: 'Lembrete de tempo de jogo',
  sessionTime: (value: string) => `Tempo de sessão: ${value}`,
  depositsToday: (deposits: string) => `Depósitos hoje: ${deposits}`,
  withdrawalsToday: (withdrawals: string) => `Saques hoje: ${withdrawals}`,
  signOut: 'Sair',
  continue: 'Continuar',
  historyTitle: 'Meu histórico',
  fromDate: 'De',
  toDate: 'Até',
  loading: 'Carregando...',
  records: 'Registros',
  dateColumn: 'Data',
  kindColumn: 'Tipo',
  amountColumn: 'Valor',
  detailColumn: 'Detalhe',
  selfAssessmentTitle: 'Autoavaliação',
  selfAssessmentLead: 'Nove perguntas sobre os últimos 12 meses, do questionário ',
  selfAssessmentPrivacy:
    '. A pontuação é calculada neste aparelho e suas respostas não são enviadas a lugar nenhum.',
  selfAssessmentScore: (score: number, maxScore: number, pgsiMeaning: string) =>
    `Sua pontuação: ${score} de ${maxScore}. ${pgsiMeaning}`,
  /** Our pt-BR rendering of the PGSI's published items (pgsi.ts scores them). */
  pgsiQuestions: [
    'Você apostou mais do que podia realmente perder?',
    'Você precisou apostar quantias cada vez maiores para sentir a mesma emoção?',
    'Você voltou outro dia para tentar recuperar o dinheiro perdido?',
    'Você pegou dinheiro emprestado ou vendeu algo para conseguir dinheiro para apostar?',
    'Você sentiu que pode ter um problema com apostas?',
    'As apostas causaram a você problemas de saúde, incluindo estresse ou ansiedade?',
    'Outras pessoas criticaram suas apostas ou disseram que você tinha um problema com apostas, mesmo que você achasse que não era verdade?',
    'As suas apostas causaram problemas financeiros para você ou para sua casa?',
    'Você se sentiu culpado pela maneira como aposta ou pelo que acontece quando aposta?',
  ] as const,
  /** The four answers, from 0 to 3 points. */
  pgsiAnswerLabels: ['Nunca', 'Às vezes', 'Na maioria das vezes', 'Quase sempre'] as const,
  /** What a score means, by the published band. */
  pgsiMeanings: {
    none: 'Sem sinais de problema com apostas.',
    low: 'Risco baixo: poucos sinais de problema. Continue atento aos seus limites.',
    moderate:
      'Risco moderado: alguns sinais de que as apostas trazem consequências. Considere uma pausa e converse com alguém.',
    problem:
      'Jogo problemático: as apostas provavelmente já trazem consequências e você pode estar perdendo o controle. Procure ajuda e considere a autoexclusão.',
  },
  /** The result card's title, in plain words. */
  pgsiBandTitles: {
    none: 'Sem sinais de problema',
    low: 'Risco baixo',
    moderate: 'Risco moderado',
    problem: 'Risco alto',
  },
  pauseEnds: (date: string) =>
    `A pausa vai até ${date}. Até lá, depósitos, jogos e sinais ficam bloqueados; você ainda pode entrar e sacar.`,
  selfExclusionWithoutEnd:
    'A autoexclusão não tem data para acabar. Depósitos, jogos e sinais ficam bloqueados; você ainda pode entrar e sacar.',
  selfExclusionEnds: (date: string) =>
    `A autoexclusão vai até ${date} e não pode ser encurtada. Até lá, depósitos, jogos e sinais ficam bloqueados; você ainda pode entrar e sacar.`,
  blockedPause: 'Pausa',
  blockedSelfExclusion: 'Autoexclusão',
  blockedIndefinitely: (what: string) => `${what} por tempo indeterminado.`,
  blockedUntil: (what: string, date: string) => `${what} até ${date}.`,
  limitsDescribed: (lossLimit: string, period: string, sessionMinutes: string) =>
    `${lossLimit} ${period}, sessões de até ${sessionMinutes} minutos`,
};
