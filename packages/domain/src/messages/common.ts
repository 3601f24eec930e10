export const commonMessages = {
  loadingInformation: 'Carregando informações...',
  dashboardProblem: 'Ocorreu algum problema...',
  transactionsLoadFailed: 'Erro ao carregar dados:',
  transactionsPageRequired: 'O parâmetro page é obrigatório.',
  gamesLoading: 'Carregando...',
  gamesLoadFailed: 'Estamos com problemas para carregar todos os jogos',
  gameStartNeedsVerification:
    'Para jogar, primeiro verifique sua identidade aqui no app (documento e selfie). Leva poucos minutos.',
  hoursNeedsKyc: 'Realize a verificação de identidade, para segurança dos seus dados.',

  invalidRequest: 'Dados inválidos. Verifique as informações enviadas.',
  notFound: 'Recurso não encontrado.',
  payloadTooLarge: 'A requisição é grande demais.',
  unsupportedMediaType: 'Formato de conteúdo não suportado. Envie JSON.',
  serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  internalError: 'Erro interno. Tente novamente mais tarde.',
  idempotencyConflict: 'Esta operação já está em processamento. Aguarde e tente novamente.',
  idempotencyMismatch: 'A chave de idempotência já foi usada com outros dados.',
  idempotencyKeyInvalid: 'Chave de idempotência inválida. Use de 1 a 255 caracteres visíveis.',
  idempotencyKeyRequired:
    'Envie uma chave de idempotência (Idempotency-Key) com esta operação, para que ela nunca seja feita duas vezes.',
  pixKeyNotOwned: 'A chave Pix deve ser a mesma do seu cadastro.',
  cpfNotOwned: 'O CPF informado não é o do seu cadastro.',
  kycSessionNotFound: 'Sessão de verificação não encontrada ou expirada.',
  kycSessionFinished: 'Esta sessão de verificação já foi concluída.',
  kycProviderUnavailable: 'Não foi possível iniciar a verificação agora. Tente novamente.',

  readyNotReady: 'Este servidor ainda não está pronto para receber acessos.',
  readyDatabaseDown: 'O banco de dados não respondeu.',
  readyNotChecked: 'Não verificado: o banco de dados não respondeu.',
  readyMigrationsPending: 'Migrações pendentes:',
  readySettingsInvalid: 'As configurações do operador deixaram de ser válidas:',
  readyFeedStalled: 'Sem rodadas novas há mais de',
  readyStartUpPending: 'A preparação dos dados iniciais ainda não terminou.',
  readyStartUpFailed: 'A preparação dos dados iniciais falhou: veja o log do servidor.',
  operatorKeyInvalid: 'Chave de operador ausente ou inválida.',

  howWeCalculate: 'Como calculamos',
  depositNeedsKycFirst:
    'Para depositar, primeiro verifique sua identidade (documento e selfie). Leva poucos minutos.',
  // No "sinais": where no signal's game plays (the demo), a promise of them was broken.
  salesNotForSale:
    'Ainda não está à venda nesta casa. O painel gratuito já mostra as estatísticas das rodadas desta casa, com a chance real de cada vela.',
  salesGoToDashboard: 'Entrar no painel gratuito',
  // The support chat's prefilled messages when the operator's settings name none.
  supportMessageDefault: 'Olá! Preciso de ajuda.',
  /** The web fills `{produto}` (apps/web/src/lib/operatorLinks.ts), as in the operator's own. */
  purchaseMessageDefault: 'Olá! Quero comprar: {produto}.',

  cpfCheckDailyLimit: 'Limite diário de consultas de CPF atingido. Tente novamente amanhã.',
  tooManyCepLookups: 'Muitas consultas de CEP em pouco tempo. Aguarde e tente novamente.',
  tooManyKycSessions: 'Muitas verificações iniciadas em pouco tempo. Aguarde e tente novamente.',
  tooManyDeposits: 'Muitos Pix gerados em pouco tempo. Aguarde e tente novamente.',
  tooManyGameStarts: 'Muitos jogos abertos em pouco tempo. Aguarde e tente novamente.',
  tooManyPasswordChecks: 'Muitas senhas testadas em pouco tempo. Aguarde e tente novamente.',
  tooManyClientErrorReports: 'Muitos relatórios de erro em pouco tempo. Aguarde e tente novamente.',
  depositMinimum: 'O valor mínimo para depósito é {valor}.',
  dateOutOfRange: 'Data fora do intervalo aceito (2000-01-01 a 2099-12-31).',
  dateFormatInvalid: 'Data inválida. Use o formato AAAA-MM-DD.',
  clockTimeInvalid: 'Hora inválida. Use HH:MM:SS.',
  emailInvalid: 'E-mail inválido.',
  textTooLong: 'Use no máximo {maximo} caracteres.',
  textControlCharacters: 'Caracteres inválidos.',
  transactionsPerPageRange: 'O parâmetro per_page deve estar entre 1 e 1000.',
  transactionsSourceUnknown: 'Origem de transação desconhecida.',
} as const;
