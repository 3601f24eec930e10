// Every user-facing pt-BR text of docs/product.md, defined once. The api
// answers with them and the web shows them; tests compare against these
// constants, never against a retyped copy.
import { PASSWORD_MIN_LENGTH } from './constants.js';

export const messages = {
  // Login and registration (docs/product.md#accounts-and-sign-in, #registration)
  loginFieldsRequired: 'Todos os campos são obrigatórios',
  loginFailed: 'Usuário ou senha inválidos.',
  registrationFieldsRequired: 'Todos os campos devem ser preenchidos!',
  passwordsDoNotMatch: 'As senhas não conferem!',
  passwordTooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  registrationFailed: 'Erro ao realizar o cadastro. Verifique os dados informados.',
  registrationSucceeded: 'Cadastro realizado com sucesso.',
  cpfEmpty: 'CPF não pode estar vazio!',
  cpfNotValidated: 'Não foi possível validar o CPF.',
  cpfCheckFailed: 'Erro ao validar CPF. Verifique e tente novamente.',
  emailTaken: 'Este email já está cadastrado.',
  cpfTaken: 'Este CPF já está cadastrado.',
  tooManyLoginAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',

  // Session and user (docs/product.md#session)
  userInfoFailed: 'Erro ao carregar informações do usuário',
  unauthenticated: 'Sessão expirada ou inválida. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  balanceUpdateFailed: 'Ocorreu um erro ao atualizar o saldo.',

  // Deposit (docs/product.md#wallet-deposits)
  invalidBalance: 'Por favor, insira um saldo válido.',
  depositRequiresKyc: 'Usuário não está aprovado para realizar depósitos.',
  withdrawRequiresKyc: 'Usuário não está aprovado para realizar saques.',
  withdrawCpfKeyOnly: 'O saque é feito somente para a chave Pix CPF do titular.',
  depositFailed: 'Ocorreu um erro ao processar o depósito.',
  depositNotFound: 'Depósito não encontrado.',
  depositExpired: 'Este Pix expirou. Gere um novo código.',

  // Withdrawal (docs/product.md#wallet-withdrawals)
  withdrawAmountRequired: 'Por favor, insira um valor para saque.',
  withdrawMinimum: 'O valor mínimo para saque é R$ 30,00.',
  withdrawFailedPrefix: 'Erro ao processar o saque. Tente novamente. Motivo:',
  withdrawFailed: 'Erro ao processar o saque.',
  addressRequired: 'Você precisa preencher o endereço antes de conseguir sacar o dinheiro.',
  insufficientBalance: 'Saldo insuficiente para este saque.',

  // Address and postal code (docs/product.md#wallet-address-and-postal-code)
  addressFieldsRequired: 'Preencha o CEP e o Número corretamente.',
  cepInvalid: 'CEP inválido. Verifique e tente novamente.',
  addressUpdateFailed: 'Erro ao atualizar endereço. Tente novamente. Recarregue a página.',
  addressSaved: 'Endereço salvo com sucesso.',
  faceVerificationFailed: 'Erro ao iniciar verificação facial. Tente novamente.',

  // Dashboard and lists (docs/product.md#dashboard-home, #games-catalogue)
  loadingInformation: 'Carregando informações...',
  dashboardProblem: 'Ocorreu algum problema...',
  transactionsLoadFailed: 'Erro ao carregar dados:',
  transactionsPageRequired: 'O parâmetro page é obrigatório.',
  gamesLoading: 'Carregando...',
  gamesLoadFailed: 'Estamos com problemas para carregar todos os jogos',
  gameStartNeedsVerification:
    'Complete a verificação do seu documento no site da casa de apostas para jogar.',
  horariosNeedsKyc: 'Realize a verificação KYC, para segurança dos seus dados.',

  // Processing and Pix (docs/product.md#wallet-deposits)
  processing: 'Processando, por favor aguarde...',
  pixPending: 'Pendente',
  pixPaid: 'Pago',
  pixDeadline: 'Faça o pagamento em até',

  // Generic api errors (docs/product.md#money-input-and-errors)
  invalidRequest: 'Dados inválidos. Verifique as informações enviadas.',
  notFound: 'Recurso não encontrado.',
  payloadTooLarge: 'A requisição é grande demais.',
  unsupportedMediaType: 'Formato de conteúdo não suportado. Envie JSON.',
  serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  internalError: 'Erro interno. Tente novamente mais tarde.',
  idempotencyConflict: 'Esta operação já está em processamento. Aguarde e tente novamente.',
  idempotencyMismatch: 'A chave de idempotência já foi usada com outros dados.',
  idempotencyKeyInvalid: 'Chave de idempotência inválida. Use de 1 a 255 caracteres visíveis.',
  pixKeyNotOwned: 'A chave Pix deve ser a mesma do seu cadastro.',
  cpfNotOwned: 'O CPF informado não é o do seu cadastro.',
  kycSessionNotFound: 'Sessão de verificação não encontrada ou expirada.',
  kycSessionFinished: 'Esta sessão de verificação já foi concluída.',
  kycProviderUnavailable: 'Não foi possível iniciar a verificação agora. Tente novamente.',

  // History service (docs/product.md#round-verification, #round-schedule-and-ingestion)
  roundNotFound: 'Rodada não encontrada.',
  roundNotVerifiable: 'Esta rodada veio de um feed externo e não tem prova de justiça.',
  chainNotFound: 'Ainda não há cadeia de rodadas publicada para esta casa de apostas.',
  ingestKeyInvalid: 'Chave de API inválida.',
  ingestDisabled: 'A ingestão de rodadas não está habilitada neste servidor.',
  streamTooManyFromAddress:
    'Muitas conexões ao vivo a partir deste endereço. Feche outras abas e tente novamente.',
  streamFull: 'As atualizações ao vivo estão lotadas. Tente novamente em instantes.',
  historyRateLimited: 'Muitas consultas ao histórico. Aguarde um minuto e tente novamente.',
  roundConflict: 'Uma rodada com este id já existe com outros dados.',
  roundInFuture: 'Rodada com horário no futuro.',
  rangeNotFound: 'Nenhuma rodada com prova de justiça neste intervalo.',
  exportSpanInvalid: 'O fim do período deve vir depois do início.',
  tooManyExports: 'Muitas exportações em pouco tempo. Aguarde um minuto e tente novamente.',

  // Alerts (issue 17 §5)
  alertHonesty: 'Um alerta não prevê a próxima rodada.',
  alertLimitReached: 'Você atingiu o limite de alertas. Apague um para criar outro.',
  alertNotFound: 'Alerta não encontrado.',

  // Honesty (docs/product.md#honesty-rules)
  signalGenerated: 'SINAL GERADO',
  signalHonesty:
    'Sinal aleatório: os resultados são independentes e nenhum sinal aumenta suas chances.',
  estimateMethod: 'média dos intervalos de hoje',
  adultsOnly: 'Proibido para menores de 18 anos.',
  playResponsibly: 'Jogue com responsabilidade',

  // Payouts and refunds (docs/product.md#wallet-withdrawals, #wallet-deposits)
  withdrawProcessing:
    'Saque solicitado. Em processamento: o valor chega à sua chave Pix assim que o provedor confirmar.',
  withdrawStatusProcessing: 'Em processamento',
  withdrawStatusPaid: 'Pago na sua chave Pix',
  withdrawStatusFailed: 'Falhou: valor devolvido ao saldo',
  withdrawNotFound: 'Saque não encontrado.',
  withdrawAlreadySettled: 'Este saque já foi concluído pelo provedor.',
  depositCancelled: 'Esta cobrança Pix foi cancelada. Um pagamento feito a ela será devolvido.',
  paymentRefundProcessing: 'devolução em processamento',
  paymentRefunded: 'devolvido a quem pagou',
  paymentRefundReview: 'devolução em análise pelo operador',
  refundReasonLate: 'Pix pago depois do vencimento da cobrança',
  refundReasonDuplicate: 'Segundo pagamento de uma cobrança já paga',
  refundReasonCancelled: 'Pix pago a uma cobrança cancelada',
  refundReasonAmount: 'Pix pago com valor diferente do da cobrança',
} as const;

export type MessageKey = keyof typeof messages;
