// The pt-BR words of this folder's screens (docs/architecture.md#texts).

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
  limitsLead:
    'Escolha seu limite de perdas e seu limite de tempo de sessão para continuar usando o painel.',
  limitsInForce: (value: string) => `Em vigor: ${value}.`,
  lossLimitUsed: 'Limite de perdas usado',
  /**
   * What the limit counts (docs/product.md#loss-limit): the money put in, not
   * the games' result the Extrato sums per day, so the two figures differ.
   */
  lossLimitCounts:
    'O limite conta o dinheiro que você depositou menos o que sacou no período, mesmo antes de apostar. O resultado das suas apostas de cada dia está no Extrato, em "Resultado nos jogos".',
  renewsAt: (parse: string) => `Renova em ${parse}.`,
  pendingChange: (value: string, parse: string) =>
    `Mudança pendente: ${value}, vale a partir de ${parse}.`,
  limits: 'Limites',
  saveLimits: 'Salvar limites',
  reminderEvery: 'Lembrete de tempo de jogo a cada',
  minutes: (minutes: number) => `${minutes} minutos`,
  adjustLimits: 'Ajustar em Jogo responsável',
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
};
