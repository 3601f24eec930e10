// The pt-BR texts of docs/product.md that the api answers with, and the
// spec's texts the web shows, defined once. A screen's own words live in its
// folder's copy.ts, the back office's in backoffice/texts.ts, and lint keeps
// them out of the JSX (docs/architecture.md#texts). Tests compare against
// these constants, never against a retyped copy.
import { MINUTE_MS } from './calendar.js';
import {
  ANALYSIS_ODDS,
  BET_HOUSES,
  CANDLE_COUNTS,
  HOURLY_ODDS,
  MAX_RANGE_ROUNDS,
  PASSWORD_MIN_LENGTH,
  PINK_FILTER_VALUES,
  WITHDRAWAL_DEADLINE_MINUTES,
} from './constants.js';

/** "10, 30 ou 100" */
function orList(values: readonly number[]): string {
  return `${values.slice(0, -1).join(', ')} ou ${String(values.at(-1))}`;
}

export const messages = {
  // Login and registration (docs/product.md#accounts-and-sign-in, #registration)
  loginFieldsRequired: 'Todos os campos são obrigatórios',
  loginFailed: 'Usuário ou senha inválidos.',
  registrationFieldsRequired: 'Todos os campos devem ser preenchidos!',
  passwordsDoNotMatch: 'As senhas não conferem!',
  passwordTooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordTooGuessable:
    'Esta senha é comum ou fácil de adivinhar. Escolha outra, mais longa, sem sequências, datas, nomes ou palavras conhecidas.',
  registrationFailed: 'Erro ao realizar o cadastro. Verifique os dados informados.',
  registrationSucceeded: 'Cadastro realizado com sucesso.',
  // The one refusal of the registration's CPF step, whatever its cause (a CPF
  // the check does not confirm, or one the regulator's list bars): it names
  // neither (docs/product.md#registration).
  registrationCpfRefused:
    'Não foi possível concluir o cadastro com este CPF. Se precisar de ajuda, fale com o suporte.',
  registrationPendingTitle: 'Verificação em andamento',
  registrationPendingEmailTo: 'O e-mail vai para:',
  registrationPendingNoSignInYet: 'Até lá, ainda não é possível entrar.',
  backToLogin: 'Voltar para o login',
  registrationPending:
    'Verificação em andamento. Estamos confirmando seus dados e avisaremos por e-mail assim que o cadastro for concluído. Não é preciso fazer o cadastro de novo.',
  // The e-mails that close a registration that waited for the check.
  registrationCompletedEmailSubject: 'Seu cadastro foi concluído',
  registrationCompletedEmailText:
    'Olá! A verificação dos seus dados terminou e a sua conta está aberta. Entre com o e-mail e a senha que você cadastrou:',
  registrationRefusedEmailSubject: 'Seu cadastro não foi concluído',
  registrationExpiredEmailText:
    'Olá! Não conseguimos concluir a verificação dos seus dados a tempo e o cadastro não foi aberto. Nenhum dado seu ficou guardado. Se quiser, faça o cadastro de novo:',
  emailIgnoreIfNotYou: 'Se não foi você quem fez este cadastro, ignore esta mensagem.',
  cpfEmpty: 'CPF não pode estar vazio!',
  cpfNotValidated: 'Não foi possível validar o CPF.',
  cpfCheckFailed: 'Erro ao validar CPF. Verifique e tente novamente.',
  emailTaken: 'Este email já está cadastrado.',
  tooManyLoginAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',

  // Session and user (docs/product.md#session)
  userInfoFailed: 'Erro ao carregar informações do usuário',
  unauthenticated: 'Sessão expirada ou inválida. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  balanceUpdateFailed: 'Ocorreu um erro ao atualizar o saldo.',

  // The back office (docs/operations.md#back-office)
  staffSignInFailed: 'E-mail ou senha inválidos.',
  staffTotpInvalid: 'Código inválido ou já usado. Espere o próximo código do aplicativo.',
  staffTotpRequired: 'Confirme com o código do aplicativo autenticador para concluir esta ação.',
  staffEnrolmentInvalid:
    'Link de cadastro inválido, expirado ou já usado. Peça um novo ao administrador.',
  staffEmailTaken: 'Já existe uma pessoa da equipe com este e-mail.',
  staffNotFound: 'Pessoa da equipe não encontrada.',
  staffCannotDisableSelf: 'Você não pode desativar a sua própria conta.',
  staffOriginRefused: 'Origem da requisição não permitida.',
  staffAccountAlreadyProposed:
    'Já existe uma proposta de acesso para este e-mail esperando aprovação de outro administrador.',
  staffEnrolmentEmailFailed:
    'Não foi possível enviar o e-mail com o link de cadastro. A proposta continua esperando: tente aprovar de novo.',
  staffEnrolmentEmailSubject: 'Seu acesso ao back office',
  staffEnrolmentEmailIgnore:
    'Se você não esperava este acesso, não abra o link e avise a equipe de segurança do operador.',

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
  horariosNeedsKyc: 'Realize a verificação de identidade, para segurança dos seus dados.',

  // Processing and Pix (docs/product.md#wallet-deposits)
  processing: 'Processando, por favor aguarde...',
  pixPending: 'Pendente',
  pixPaid: 'Pago',
  pixDeadline: 'Expira em',
  // The countdown in words and the clock time it ends, so "06:37" is never
  // read as a time of day (docs/product.md#wallet-deposits).
  pixTimeLeft: '{min}:{ss}',

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
  tooManyExports: 'Muitas exportações em pouco tempo. Aguarde um minuto e tente novamente.',

  // Open data: each rejected parameter of the public history calls, named with
  // what it accepts (docs/product.md#open-data)
  queryDate: 'date deve ser uma data AAAA-MM-DD.',
  queryBetHouse: `betHouse deve ser uma destas casas de apostas: ${BET_HOUSES.join(', ')}.`,
  queryNumberVelas: `numberVelas deve ser um inteiro de 1 a ${String(Math.max(...CANDLE_COUNTS))}, só dígitos.`,
  queryFilter: `filter deve ser ${orList(PINK_FILTER_VALUES)}.`,
  queryHourlyOdd: `odd deve ser ${orList(HOURLY_ODDS)}.`,
  queryAnalysisOdd: `odd deve ser ${orList(ANALYSIS_ODDS)}.`,
  querySpanFrom:
    'from deve ser uma data AAAA-MM-DD ou um inteiro de milissegundos desde 1970 (UTC), só dígitos.',
  querySpanTo:
    'to deve ser uma data AAAA-MM-DD ou um inteiro de milissegundos desde 1970 (UTC), só dígitos.',
  querySpanOrder:
    'to deve vir depois de from: o período vai de from (incluído) até to (excluído; um dia AAAA-MM-DD em to inclui o dia inteiro).',
  queryStartId: 'startId deve ser o id de uma rodada: só dígitos, a partir de 1.',
  queryRangeLimit: `limit deve ser um inteiro de 1 a ${String(MAX_RANGE_ROUNDS)}, só dígitos.`,
  queryExportFormat: 'format deve ser csv ou json.',
  queryRoundId: 'id deve ser o id de uma rodada: só dígitos, a partir de 1.',

  // Alerts (docs/product.md#round-alerts)
  // Plainly, on the alerts screen and in every alert: an alert is news of the past.
  alertHonesty: 'Um alerta não torna a próxima rodada mais provável: ele só avisa o que já saiu.',
  alertLimitReached: 'Você atingiu o limite de alertas. Apague um para criar outro.',
  alertNotFound: 'Alerta não encontrado.',

  // Identity bound to the CPF (docs/product.md#kyc, #cpf-claim)
  kycRejectedProvider:
    'Verificação não aprovada pelo provedor. Tente de novo com o documento original, em um lugar bem iluminado.',
  kycRejectedCpfMismatch:
    'Verificação não aprovada: o documento verificado não é do CPF desta conta. Faça a verificação com o seu próprio documento; se o CPF da conta estiver errado, fale com o suporte.',
  kycRejectedUnderage:
    'Verificação não aprovada: é preciso ter 18 anos ou mais. Esta conta não pode depositar nem jogar.',
  kycRejectedCpfVerifiedElsewhere:
    'Verificação não aprovada: este CPF já foi verificado em outra conta. Entre nessa conta ou fale com o suporte.',
  cpfClaimGranted:
    'CPF recuperado: a verificação confirmou que o CPF é seu. A conta anterior com este CPF foi encerrada.',
  // The e-mail to a CPF's holder when someone registers with it (docs/product.md#cpf-claim).
  cpfHolderNoticeSubject: 'Cadastro com o seu CPF',
  cpfHolderNoticeIntro:
    'Olá! Alguém acabou de criar uma conta com o CPF da sua conta. Por segurança, essa pessoa não foi informada de que o CPF já tinha conta aqui.',
  cpfHolderNoticeVerified:
    'O CPF continua seu: ele já foi verificado na sua conta, e nenhuma outra conta pode usá-lo para depositar, jogar ou sacar. Se foi você e esqueceu a senha, peça uma nova aqui:',
  cpfHolderNoticeUnverified:
    'A sua conta ainda não concluiu a verificação de identidade, e o CPF fica com a conta cujo titular o comprovar primeiro com o documento. Se o CPF é seu, entre e faça a verificação de identidade:',
  cpfHolderNoticeForgot: 'Esqueceu a senha? Peça uma nova aqui:',
  cpfHolderNoticeIgnore:
    'Se foi você e não quer outra conta, ignore este email: a conta nova não faz nada sem a verificação de identidade.',
  emailOwnerNoticeSubject: 'Cadastro com o seu email',
  emailOwnerNoticeIntro:
    'Olá! Alguém tentou criar uma conta com o seu email. Nenhuma conta nova foi aberta e, por segurança, essa pessoa não foi informada de que o email já tinha conta aqui.',
  emailOwnerNoticeForgot:
    'Se foi você e não lembra a senha, use "Esqueci minha senha" para criar uma nova:',
  emailOwnerNoticeIgnore: 'Se não foi você, ignore este email: a sua conta continua como estava.',
  accountClosedByCpfClaim:
    'Esta conta foi encerrada porque o titular do CPF comprovou a identidade em outra conta. Algum saldo que ela tinha ficou guardado para análise; fale com o suporte.',

  // Password change, reset and sessions (docs/product.md#password-change-and-reset)
  currentPasswordWrong: 'A senha atual está incorreta.',
  passwordChanged: 'Senha alterada. As outras sessões foram encerradas.',
  passwordResetRequested:
    'Se houver uma conta com este email, enviamos um link para redefinir a senha. O link vale por 30 minutos.',
  passwordResetInvalid: 'Link de redefinição inválido ou expirado. Peça um novo link.',
  passwordResetDone: 'Senha redefinida. Entre com a nova senha.',
  passwordResetRateLimited:
    'Muitos pedidos de redefinição. Aguarde alguns minutos e tente novamente.',
  passwordResetEmailSubject: 'Redefinição de senha',
  passwordResetEmailIntro:
    'Olá! Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra o link abaixo. Ele vale por 30 minutos e só pode ser usado uma vez.',
  passwordResetEmailIgnore: 'Se você não pediu, ignore este email: sua senha continua a mesma.',
  signedOutEverywhere: 'Você saiu de todos os dispositivos.',
  // One-time sign-in link, for a new device while the login is slowed down
  // (docs/product.md#password-change-and-reset)
  signInLinkOffer: 'Receber um link de acesso por email',
  signInLinkRequestIntro:
    'Informe o email da sua conta. Enviaremos um link para você entrar neste aparelho sem esperar.',
  signInLinkPageIntro: 'Toque em Entrar para acessar sua conta neste aparelho.',
  signInLinkRequested:
    'Se houver uma conta com este email, enviamos um link de acesso. O link vale por 15 minutos.',
  signInLinkInvalid: 'Link de acesso inválido ou expirado. Peça um novo link.',
  signInLinkRateLimited:
    'Muitos pedidos de link de acesso. Aguarde alguns minutos e tente novamente.',
  signInLinkEmailSubject: 'Seu link de acesso',
  signInLinkEmailIntro:
    'Olá! Recebemos um pedido para entrar na sua conta sem a senha. Abra o link abaixo no aparelho em que você quer entrar. Ele vale por 15 minutos e só pode ser usado uma vez.',
  signInLinkEmailIgnore: 'Se você não pediu, ignore este email e não repasse o link a ninguém.',
  demoOutboxOnly: 'A caixa de saída de emails existe só no modo demonstração.',

  // Honesty (docs/product.md#honesty-rules)
  // A signal is a draw and says so: a heading, the button, and what the bet does
  // with money beside its chance (docs/product.md#signal-flow, #true-odds)
  signalGenerated: 'Sinal sorteado ao acaso',
  signalDraw: 'Sortear sinal',
  signalDrawAgain: 'Sortear outro sinal',
  signalMoney:
    'Acerta {chance} das vezes e paga {payout}: em média, a cada {cem} apostados voltam {volta}.',
  signalMoneyWithTie:
    'Acerta {chance} das vezes e paga {payout}; empata {empate} das vezes. Em média, a cada {cem} apostados voltam {volta} (RTP do jogo, com o que o empate devolve).',
  signalChanceOnly: 'Acerta {chance} das vezes.',
  rouletteBet: 'Aposta: {aposta}',
  rouletteWinsOn: 'Ganha se sair um destes {quantos} números: {numeros}. Nos outros, perde.',
  rouletteWinsOnOne: 'Ganha só se sair o {numero}.',
  signalHonesty:
    'Sinal aleatório: os resultados são independentes e nenhum sinal aumenta suas chances.',
  estimateMethod: 'média dos intervalos de hoje',
  // What a signal is, said before the first tap; {chance} and {empate} are the
  // exact odds of the game's rules, said as the chance of what was drawn (not
  // "de acerto", a tip's hit rate), and Mines with the mines it assumes
  // (docs/product.md#signal-screens)
  signalIntroRoulette:
    'Um sinal é um sorteio feito no seu aparelho: uma aposta da mesa ao acaso (uma cor, par ou ímpar, uma dúzia, uma coluna, metade da roleta ou um número), com a chance dela e quanto ela paga. Qualquer que seja a aposta, em média voltam {volta} de cada {cem} apostados.',
  signalIntroMines:
    'Um sinal é um sorteio feito no seu aparelho: 3 casas ao acaso, numeradas no campo abaixo. Ele não sabe onde estão as minas. Chance real de as 3 casas estarem livres, com o jogo em 3 minas: {chance}.',
  signalIntroColour:
    'Um sinal é um sorteio feito no seu aparelho: Vermelho ou Azul, ao acaso. Chance real de a cor sorteada sair: {chance} (empate: {empate}).',
  signalIntroEntries:
    'Um sinal é um sorteio feito no seu aparelho: quantas entradas normais e turbo fazer, de 5 a 18. Ele não escolhe resultado, então não tem chance de acerto.',
  minesBoardIdle:
    'Campo vazio: as 3 casas sorteadas aparecem aqui, numeradas, quando você sorteia um sinal.',
  // The catalogue's one line on RTP and on what a tap does (docs/product.md#games-catalogue)
  catalogueIntro:
    'RTP é quanto do que se aposta volta aos jogadores, em média: com RTP 96,5%, a casa fica com R$ 3,50 de cada R$ 100,00 apostados. Toque num jogo para abri-lo aqui.',
  adultsOnly: 'Proibido para menores de 18 anos.',
  playResponsibly: 'Jogue com responsabilidade',
  // Operations: what readiness says failed (docs/operations.md#health), and the operator's calls
  readyNotReady: 'Este servidor ainda não está pronto para receber acessos.',
  readyDatabaseDown: 'O banco de dados não respondeu.',
  readyNotChecked: 'Não verificado: o banco de dados não respondeu.',
  readyMigrationsPending: 'Migrações pendentes:',
  readySettingsInvalid: 'As configurações do operador deixaram de ser válidas:',
  readyFeedStalled: 'Sem rodadas novas há mais de',
  operatorKeyInvalid: 'Chave de operador ausente ou inválida.',

  // Payouts and refunds (docs/product.md#wallet-withdrawals, #wallet-deposits)
  withdrawProcessing:
    'Saque solicitado. Em processamento: o valor chega à sua chave Pix assim que o provedor confirmar.',
  withdrawStatusProcessing: 'Em processamento',
  withdrawStatusPaid: 'Pago na sua chave Pix',
  withdrawStatusFailed: 'Falhou: valor devolvido ao saldo',
  withdrawStatusReview: 'Em análise',
  // A withdrawal's timeline (docs/product.md#wallet-withdrawals): these and the
  // statuses above name its steps (em análise, pago).
  withdrawStepRequested: 'Solicitado',
  withdrawStepSent: 'Enviado',
  withdrawStepReturned: 'Devolvido ao saldo',
  withdrawStepAhead: '(a seguir)',
  withdrawRequested: 'Saque de {valor} solicitado. Acompanhe cada etapa em Seus saques, abaixo.',
  // Brakes on money out (docs/api/money.md#brakes-on-money-out): why a withdrawal waits for a person
  withdrawReviewAmount:
    'Saque em análise: saques deste valor passam por uma conferência da nossa equipe antes do envio. O valor já saiu do seu saldo e volta para ele se o saque não for aprovado.',
  withdrawReviewDailyCap:
    'Saque em análise: com ele, seus saques de hoje passam do limite diário. Nossa equipe confere antes do envio; se não for aprovado, o valor volta para o seu saldo.',
  withdrawReviewVelocity:
    'Saque em análise: foram muitos saques em uma hora. Nossa equipe confere antes do envio; se não for aprovado, o valor volta para o seu saldo.',
  withdrawReviewHeldWin:
    'Saque em análise: um ganho seu passou do limite por jogada e está em conferência. Seus saques aguardam essa análise; se não forem aprovados, o valor volta para o seu saldo.',
  withdrawNotFound: 'Saque não encontrado.',
  heldWinNotFound: 'Ganho retido não encontrado.',
  reviewAlreadyDecided: 'Este item já foi decidido: não está mais em análise.',
  withdrawAlreadySettled: 'Este saque já foi concluído pelo provedor.',
  /** A payout callback whose amount is not the payout's. */
  payoutAmountMismatch: 'O valor difere do valor do pagamento.',
  /** The failure reason of a payout the provider refused for good. */
  payoutRefusedByProvider: 'Recusado pelo provedor.',
  /** The failure reason the demo payout provider gives when told to fail. */
  payoutDemoFailure: 'Falha simulada no provedor de demonstração.',
  // The operator's back office (docs/operations.md#back-office-queues-and-actions)
  accountBlocked:
    'Sua conta está bloqueada pela nossa equipe: depósitos, apostas e jogos estão suspensos. Você ainda pode sacar o seu saldo. Fale com o suporte para saber mais.',
  staffReasonRequired: 'Escreva o motivo (até 2.000 caracteres).',
  staffPlayerNotFound: 'Jogador não encontrado.',
  staffAlreadyBlocked: 'Esta conta já está bloqueada.',
  staffNotBlocked: 'Esta conta não está bloqueada.',
  staffProposalNotFound: 'Proposta não encontrada.',
  staffProposalDecided: 'Esta proposta já foi decidida.',
  staffProposalExpired: 'Esta proposta expirou (24 horas sem aprovação). Proponha de novo.',
  staffOwnProposal: 'Quem propôs não pode aprovar: outra pessoa da equipe precisa aprovar.',
  staffRoleMayNotApprove: 'Seu papel não pode aprovar esta proposta.',
  staffAdjustmentAmount: 'Informe um valor diferente de zero, em centavos, dentro do limite.',
  staffAdjustmentBelowZero: 'O ajuste deixaria o saldo do jogador negativo.',
  staffReleaseNeedsApproval:
    'Esta liberação precisa de duas pessoas (com o que você já liberou para este jogador em 24 horas, passa do valor configurado, ou há um ganho retido): proponha a liberação para outra pessoa aprovar.',
  staffReleaseOneSuffices: 'Esta liberação não precisa de duas pessoas: libere direto na fila.',
  staffReleaseAlreadyProposed:
    'Já existe uma proposta de liberação deste saque aguardando aprovação.',
  staffClaimNotFound: 'Reivindicação não encontrada.',
  staffClaimSettled: 'Esta reivindicação já foi resolvida.',
  /** The failure reason of a payout the staff returned to the balance. */
  payoutReturnedByStaff: 'Devolvido ao saldo pela equipe.',
  staffPayoutNotStuck: 'Este pagamento não está parado na fila: nada a fazer.',
  staffRefundNotFailed: 'Esta devolução não falhou: nada a reenviar.',
  // The back office's brakes on a misused staff account (docs/operations.md#back-office)
  staffSecondStepLocked:
    'Muitos códigos errados nesta conta. A confirmação em duas etapas está bloqueada por alguns minutos; se não foi você, avise um administrador.',
  staffSearchTooFast: 'Muitas buscas em pouco tempo. Espere um minuto e busque de novo.',
  staffCpfSearchMisses:
    'Muitas buscas por CPF sem resultado na última hora. Busque pelo e-mail ou pelo id do jogador, ou espere.',
  staffAccountClosedOrBarred: 'Esta conta está encerrada ou impedida: não recebe ajustes manuais.',
  depositCancelled: 'Esta cobrança Pix foi cancelada. Um pagamento feito a ela será devolvido.',
  paymentRefundProcessing: 'devolução em processamento',
  paymentRefunded: 'devolvido a quem pagou',
  paymentRefundReview: 'devolução em análise pelo operador',
  refundReasonLate: 'Pix pago depois do vencimento da cobrança',
  refundReasonDuplicate: 'Segundo pagamento de uma cobrança já paga',
  refundReasonCancelled: 'Pix pago a uma cobrança cancelada',
  refundReasonAmount: 'Pix pago com valor diferente do da cobrança',
  // 'Encerrar conta' waits for the payout (docs/product.md#records-and-closing-the-account)
  closeWithdrawalProcessing:
    'Há um saque em processamento. Encerre a conta depois que ele for pago ou o valor voltar ao saldo.',
  closeRoundOpen:
    'Há uma rodada de jogo em andamento. Encerre a conta depois que ela terminar e o resultado entrar no saldo.',

  // Games through the aggregator (docs/product.md#game-frames, #seamless-wallet)
  gameLaunchFailed:
    'Não foi possível abrir o jogo agora: o provedor de jogos não respondeu. Tente novamente em alguns minutos.',
  // The demo crash game (docs/product.md#demo-crash-game)
  crashSessionUnknown: 'Sessão de jogo desconhecida: abra o jogo de novo pela lista de jogos.',
  crashRoundStarted: 'A rodada já decolou: aposte na próxima.',
  crashAlreadyBet: 'Você já apostou nesta rodada.',
  crashInvalidAmount: 'Aposte de R$ 1,00 a R$ 1.000,00.',
  crashInvalidAutoCashout: 'O saque automático vai de 1,01x a 1.000x.',
  crashNoBetToCashOut: 'Você não tem aposta nesta rodada.',
  crashNotFlying: 'A rodada ainda não decolou.',
  crashTooLate: 'Tarde demais: a rodada já caiu.',
  crashNotEnoughMoney: 'Saldo insuficiente para esta aposta.',
  crashPlayBlocked:
    'Aposta recusada: sua conta está em pausa, em autoexclusão, no limite de tempo da sessão ou encerrada.',
  crashTokenExpired: 'A sessão de jogo expirou: abra o jogo de novo.',
  crashSessionEnded: 'Esta sessão de jogo foi encerrada: abra o jogo de novo pelo app.',
  crashBetRefused: 'Aposta recusada pela carteira.',

  // The player's own play: rounds, session result, observed return (docs/product.md#my-play)
  recordKindGame: 'Jogo',
  sessionBets: 'Apostas na sessão',
  sessionWins: 'Ganhos na sessão',
  sessionNet: 'Resultado da sessão',
  myReturnTitle: 'Seu retorno neste jogo',
  // Why the threshold, with no count: "a partir de 30 rodadas (você tem 2)" read as "play 28 more".
  myReturnTooFew:
    'Seu retorno neste jogo não é mostrado: em menos de {minimo} rodadas encerradas, o resultado é quase todo sorte e não diz nada sobre o jogo.',
  myReturnMethod:
    'Retorno observado = total recebido ÷ total apostado nas suas rodadas encerradas. O intervalo de 95% é aproximado (método delta para uma razão de somas): com poucas rodadas ou ganhos raros e grandes, ele é largo e pode errar. Resultados passados não mudam as próximas rodadas: cada rodada é independente e o retorno esperado continua sendo o RTP.',

  // Clarity: plain sentences first, the method behind a disclosure (docs/design.md#clarity)
  howWeCalculate: 'Como calculamos',
  depositNeedsKycFirst:
    'Para depositar, primeiro verifique sua identidade (documento e selfie). Leva poucos minutos.',
  salesNotForSale:
    'Ainda não está à venda nesta casa. O painel gratuito já mostra as estatísticas e os sinais com a chance real de cada um.',
  salesGoToDashboard: 'Entrar no painel gratuito',

  // Meus Links: the purchase menu reads the sales pages' own offers (docs/product.md#sales-pages)
  // Verificar tab: the pasted-hash field, named in words first (docs/product.md#round-verification)
  verifyPasteHashLabel: 'Ou cole o código (hash) da rodada',
  myLinksEmpty: 'Nenhum produto à venda nesta casa por enquanto.',
  myLinksDashboardDetail: 'O painel com estatísticas e sinais, mais o curso.',
  myLinksMentoringDetail: 'Encontros sobre gestão de banca e limites, com acesso ao Robô VIP.',
  myLinksRobotDetail:
    'Sinais aleatórios do Aviator para sair em {alvo}, por 24 horas. Chance real de uma rodada chegar a {alvo}: {chance}.',
  myLinksCommunityDetail: 'Grátis: o grupo da casa.',
  myLinksSeePresentation: 'Ver apresentação',
  myLinksSeeMentoring: 'Ver mentoria',
  myLinksRobotBuy: 'Quero este',

  // Horários leads to the hour maps of Histórico Aviator (docs/product.md#time-estimates)
  horariosHourMapsLink: 'Ver em que horas saíram as velas altas (mapa por hora)',
  roundsAreIndependent:
    'Cada rodada é sorteada na hora: a próxima pode vir em 1 minuto ou em 1 hora. Ninguém consegue prever.',

  // Money and protection screens, clear on a phone (docs/product.md#dashboard-home,
  // #limits, #self-assessment-and-help, #strategy-lab)
  transactionBet: 'Aposta',
  transactionWin: 'Prêmio',
  transactionRollback: 'Estorno',
  transactionsShowAll: 'Ver todas',
  transactionsShowFewer: 'Ver menos',
  settingSaved: 'Salvo',
  exclusionChooseFirst: 'Escolha o período acima para autoexcluir.',
  pgsiQuestionOf: 'Pergunta {n} de {total}',
  pgsiBack: 'Voltar à pergunta anterior',
  pgsiRestart: 'Refazer a autoavaliação',
  withdrawSummary: 'Você vai sacar {valor}. Saldo depois do saque: {saldo}.',
  strategyMoreOptions: 'Mais opções',
  strategySmallSample:
    'Só {n} sessões com as rodadas guardadas: serve de exemplo, não de prova. O resultado de cima, com {total} sessões, é o que vale.',
  recordsDownload: 'Baixar planilha (CSV)',
  recordDepositPaid: 'Depósito pago',
  recordsSummary: 'No período listado: depositou {depositou} e sacou {sacou}.',
  recordsGamesResult: 'Resultado dos jogos ({rodadas} rodadas):',

  // Histórico Aviator and Comparar casas in plain words (docs/product.md#aviator-analysis,
  // #odds-vs-observed, #gaps-in-context, #comparing-houses)
  roundWindowLabel: 'Últimas',
  tapCandleHint:
    'Cada número é o multiplicador da rodada (x). Toque num deles para ver a hora, o valor exato e a prova.',
  roundGridTitle: 'Últimas rodadas (x)',
  roundProofLink: 'Conferir a prova',
  oddsAgree: 'normal',
  oddsAbove: 'acima do esperado',
  oddsBelow: 'abaixo do esperado',
  // "{rodadas}" is the window ("100 rodadas"): "janelas" alone meant nothing to a player.
  oddsOutsideByChance:
    'Isso acontece por acaso: em cada multiplicador, 1 de cada 20 sequências de {rodadas} sai assim. Não indica padrão.',
  gapChartCaption:
    'Cada ponto mostra quanto saiu {vela} depois de N rodadas sem ela; a linha tracejada, a chance real, igual depois de qualquer sequência.',
  gapChartMethod:
    'No gráfico, N vai em grupos de 10 em 10 e embaixo está quantas rodadas cada grupo teve. Se os pontos ficam em volta da linha tracejada, a sequência não mudou a chance: não existe vela “atrasada”.',
  gapChartEmpty: 'Ainda não há rodadas de hoje depois de uma {vela} para desenhar.',
  gapChartThin:
    'Grupos com menos de {minimo} rodadas ficam sem ponto, em cinza: são poucas para dizer algo.',
  hourTestTooFew: 'Ainda não há horas bastante hoje para comparar.',
  hourTestEven: 'Hoje nenhum horário pagou mais do que o acaso explica.',
  hourTestUneven:
    'Hoje as horas diferiram mais do que o acaso costuma dar. Isso acontece por acaso em 1 de cada 20 dias: não indica horário pagante.',
  compareNoRounds: 'Ainda não há rodadas de hoje para comparar.',
  comparePastOnly: 'Isso descreve o que já saiu: não muda a chance da próxima rodada.',

  // Money screens that say what is still open (docs/product.md#wallet-deposits,
  // #wallet-withdrawals, #records-and-closing-the-account, #dashboard-home, #strategy-lab)
  depositSubline: 'Por Pix, a partir de {valor}.',
  openPixCharge:
    'Você tem um Pix de {valor} aguardando pagamento (expira às {hora}). Ele já conta no seu limite de perdas até expirar.',
  openPixStartOver: 'Para gerar outro valor, toque em Gerar novo Pix.',
  newPixCountsInLimit: 'Este Pix já conta no seu limite de perdas até expirar.',
  recordPending: 'Aguardando',
  recordExpired: 'Expirado',
  recordCancelled: 'Cancelado',
  dateInvalid: 'Data inválida. Use dd/mm/aaaa.',
  reminderSavedOnChoice: 'Salvo assim que você escolhe, sem o botão “Salvar limites”.',
  reminderSaved: 'Salvo: lembrete a cada {n} minutos.',
  latestTransactions: 'Últimas transações',
  latestTransactionsScope: 'Suas apostas nos jogos. Todas as movimentações ficam no Extrato.',
  noBetsYet: 'Nenhuma aposta ainda.',
  withdrawConfirmAmount: 'Confirmar saque de {valor}',
  faceVerificationDone: 'Verificação de identidade (documento e selfie): feita',
  faceVerificationNeeded: 'Verificação de identidade (documento e selfie): necessária para sacar',
  strategyPerSession: 'Por sessão',
  strategyPerSessionExpected: 'esperado {valor}',
  strategySessionsTotal: 'Somando as {n} sessões',
  strategyRepeatDraw: 'Repetir o mesmo sorteio',

  // Words a player knows (docs/product.md#glossary): identity verification
  // and its next step, the hours and the history without an "overdue" figure,
  // the bankroll plan led by its expected line, the gate's one line.
  identityVerification: 'Verificação de identidade',
  identityVerificationSupport: 'Olá! Preciso de ajuda com a verificação de identidade.',
  identityApproved: 'Identidade verificada. Agora você já pode depositar por Pix e jogar.',
  depositNow: 'Depositar agora',
  termShow: 'O que é {termo}?',
  hoursLead:
    'Os horários mostram quando as velas altas já saíram, não quando vão sair: nenhum horário paga mais, e cada rodada é sorteada na hora.',
  hoursWindowMethod:
    'Contamos as rodadas de {rotulo} entre as {rodadas} rodadas mais recentes de hoje, cerca de {duracao} de jogo: é essa a janela, não o dia inteiro. Intervalo médio entre elas ({metodo}): {media}. É o que já passou, não um tempo de espera.',
  hoursTooFew: 'Ainda não saíram rodadas de {rotulo} hoje.',
  historyMoneyTab: 'Dinheiro',
  moneyMathsTitle: 'Quanto custa jogar',
  bankrollExpectedHeadline: 'Apostando a meta de cada dia, o esperado ao fim de 30 dias é',
  bankrollExpectedMeaning:
    'Em média o jogo devolve {rtp}% de cada aposta: este é o valor que a banca tende a ter.',
  /** An expectation, said as one: the stakes' average loss reaches the whole bankroll. */
  bankrollRunsOut:
    'Em média, a banca acaba por volta do dia {dia} ({data}). É o esperado, não uma certeza: pode acabar antes ou durar um pouco mais.',
  bankrollPlanTargetLine:
    'Só se todas as metas diárias dessem certo a banca chegaria a {valor}; o jogo não funciona assim.',
  // Short enough for a select at 360 px: an option cannot wrap. A profile is
  // named by the loss it stops at (the plan's stop loss, twice the day's
  // goal), a limit like the player's own (docs/product.md#loss-limit), never
  // by what it stakes or earns: "apostar 10% ao dia" read as betting advice.
  bankrollProfileLabel: '{perfil}: perda máxima de {limite}% ao dia',
  gapsTitle: 'Quantas rodadas separam uma {vela} da outra',
  gapsColumnGap: 'Rodadas entre uma e outra',
  gapsColumnCount: 'Quantas vezes',
  gapsColumnShare: '% das vezes',
  gapsMeaning:
    'Ler assim: "1" quer dizer que uma {vela} veio logo na rodada seguinte à outra. Distâncias curtas são sempre as mais comuns num jogo ao acaso; não dizem quando vem a próxima.',
  gateWhatVelasIs:
    '{marca} é um painel de estatísticas dos jogos: mostra o que já saiu nas rodadas e a chance real de cada aposta, sem prever resultados.',
  gatePresentationLink: 'Conheça o painel',
  carouselLimitsTitle: 'Jogue com limites',
  carouselLimitsText: 'Veja ou ajuste seu limite de perdas e seu tempo de sessão.',
  carouselLimitsAction: 'Ver meus limites',
  carouselCommunityTitle: 'Comunidade Velas',
  carouselCommunityText: 'Converse com outros jogadores sobre o painel e tire dúvidas.',

  // Abuse limits (docs/product.md#abuse-limits)
  cpfCheckDailyLimit: 'Limite diário de consultas de CPF atingido. Tente novamente amanhã.',
  tooManyCepLookups: 'Muitas consultas de CEP em pouco tempo. Aguarde e tente novamente.',
  tooManyKycSessions: 'Muitas verificações iniciadas em pouco tempo. Aguarde e tente novamente.',
  tooManyDeposits: 'Muitos Pix gerados em pouco tempo. Aguarde e tente novamente.',
  tooManyGameStarts: 'Muitos jogos abertos em pouco tempo. Aguarde e tente novamente.',
  tooManyClientErrorReports: 'Muitos relatórios de erro em pouco tempo. Aguarde e tente novamente.',
  depositMinimum: 'O valor mínimo para depósito é {valor}.',
  dateOutOfRange: 'Data fora do intervalo aceito (2000-01-01 a 2099-12-31).',
} as const;

/**
 * The words a player may not know, each with the short explanation a tap on it
 * shows (docs/product.md#glossary). Where a term stays on a screen, it stays
 * with this explanation beside it.
 */
export const glossary = {
  RTP: 'RTP (retorno ao jogador) é quanto do que se aposta volta aos jogadores, em média, ao longo de muitas rodadas. Com RTP 97%, de cada R$ 100,00 apostados voltam R$ 97,00 e a casa fica com R$ 3,00. Não diz quanto você vai ganhar numa sessão.',
  PGSI: 'PGSI (Índice de Gravidade do Jogo Problemático) é um questionário internacional de 9 perguntas sobre os últimos 12 meses. Ele mostra se o jogo está trazendo problemas; não é um diagnóstico.',
  hash: 'Hash é um código que funciona como a impressão digital de uma rodada. Ele é publicado antes, então qualquer pessoa pode conferir que o resultado não foi trocado depois.',
  salt: 'Salt é um texto fixo da casa, misturado ao hash para chegar ao multiplicador. Com o hash e o salt, qualquer pessoa refaz a conta.',
  CSV: 'CSV é um arquivo de planilha: abre no Excel, no Google Planilhas ou no Numbers.',
  semente:
    'A semente é o número que começa o sorteio da simulação. Com a mesma regra e a mesma semente saem os mesmos números; troque a semente para outro sorteio.',
  'verificação de identidade':
    'A verificação de identidade confirma, com uma foto do documento e uma selfie, que você é o titular do CPF da conta e tem 18 anos ou mais. Ela é pedida antes de depositar, jogar ou sacar.',
  multiplicador:
    'O multiplicador (x) é quanto a rodada pagou: em 2,50x, quem sacou ali recebeu 2,5 vezes o que apostou.',
  'velas altas':
    'Velas altas são as rodadas que chegaram longe: aqui, 3x ou mais e 10x ou mais. "Vela" é como os jogadores chamam o resultado de uma rodada do Aviator.',
  'velas rosa':
    'Velas rosa são as rodadas de 10x ou mais, na cor rosa do jogo. Saem em cerca de 1 de cada 10 rodadas, e nenhuma sequência diz quando vem a próxima.',
} as const;

export type GlossaryTerm = keyof typeof glossary;

/** The names between braces in a message: "{valor} em {dia}" gives "valor" | "dia". */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/**
 * A message with its placeholders filled: fill(messages.depositMinimum,
 * { valor: 'R$ 10,00' }). The compiler asks for every name the text holds
 * and no other, so a renamed placeholder cannot be left unfilled.
 */
export function fill<Text extends string>(
  message: Text,
  values: Record<Placeholders<Text>, string | number>,
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | number | undefined>)[name];
    return value === undefined ? whole : String(value);
  });
}

/** The e-mail that carries a new staff member's one-time enrolment link (docs/operations.md#four-eyes). */
export function staffEnrolmentEmailText(link: string, validForMs: number): string {
  return [
    `Olá! Dois administradores aprovaram o seu acesso ao back office. Para escolher a sua senha e cadastrar o aplicativo autenticador, abra o link abaixo. Ele vale por ${durationInWords(validForMs)} e só pode ser usado uma vez.`,
    link,
    messages.staffEnrolmentEmailIgnore,
  ].join('\n\n');
}

/** A span of minutes in words: "menos de 1 min", "5 min", "1 h 20 min". */
/** "12 min", "6 h 53 min", with no-break spaces: a duration never splits across lines. */
export function minutesInWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'menos de 1\u00a0min';
  if (minutes < 60) return `${String(minutes)}\u00a0min`;
  const rest = minutes % 60;
  return `${String(Math.floor(minutes / 60))}\u00a0h${rest === 0 ? '' : `\u00a0${String(rest)}\u00a0min`}`;
}

/** "menos de 1 minuto", "1 minuto", "12 minutos", "2 horas", "1 hora e 5 minutos". */
export function durationInWords(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / MINUTE_MS));
  if (minutes < 1) return 'menos de 1 minuto';
  const minuteWords = (count: number) => `${String(count)} ${count === 1 ? 'minuto' : 'minutos'}`;
  if (minutes < 60) return minuteWords(minutes);
  const hours = Math.floor(minutes / 60);
  const hourWords = `${String(hours)} ${hours === 1 ? 'hora' : 'horas'}`;
  return minutes % 60 === 0 ? hourWords : `${hourWords} e ${minuteWords(minutes % 60)}`;
}

const DEADLINE_WORDS = `o prazo é de até ${String(WITHDRAWAL_DEADLINE_MINUTES / 60)} horas`;

/**
 * A withdrawal's age against its 120-minute deadline, in plain words
 * (docs/product.md#wallet-withdrawals), every moment the api's: "enviado há 12
 * minutos; o prazo é de até 2 horas". `now` is the api's clock, not the phone's.
 */
export function withdrawalClockSentence(
  withdrawal: {
    status: 'processing' | 'review' | 'paid' | 'failed';
    timeline: readonly { step: string; at: string }[];
  },
  now: number,
): string {
  const at = (step: string) => {
    const moment = withdrawal.timeline.find((item) => item.step === step);
    return moment === undefined ? null : Date.parse(moment.at);
  };
  const requested = at('requested') ?? now;
  const deadline = WITHDRAWAL_DEADLINE_MINUTES * MINUTE_MS;
  if (withdrawal.status === 'paid') {
    const took = (at('paid') ?? now) - requested;
    return `pago ${durationInWords(took)} depois do pedido, ${took <= deadline ? 'dentro' : 'depois'} do prazo de até ${String(WITHDRAWAL_DEADLINE_MINUTES / 60)} horas`;
  }
  if (withdrawal.status === 'failed')
    return `devolvido ao seu saldo ${durationInWords((at('returned') ?? now) - requested)} depois do pedido`;
  const age = durationInWords(now - requested);
  const sent = at('sent');
  const state =
    withdrawal.status === 'review'
      ? `em análise há ${age}`
      : sent === null
        ? `solicitado há ${age}`
        : sent - requested < MINUTE_MS
          ? `enviado há ${age}`
          : `pedido há ${age} e enviado há ${durationInWords(now - sent)}`;
  if (now - requested > deadline)
    return `${state}: passou do prazo de até ${String(WITHDRAWAL_DEADLINE_MINUTES / 60)} horas. Se precisar, fale com o suporte.`;
  return `${state}; ${DEADLINE_WORDS}`;
}

/**
 * Horários (docs/product.md#time-estimates): how many of the rounds read
 * reached the label, never a time to wait for: "10x ou mais saiu em 89 das
 * últimas 1.000 rodadas (8,9%)." The window is said once (hoursWindowSentence).
 */
export function hoursObservedSentence(label: string, hits: number, rounds: number): string {
  const share = rounds === 0 ? 0 : (hits / rounds) * 100;
  const percent = share.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return `${label} saiu em ${hits.toLocaleString('pt-BR')} das últimas ${roundsWord(rounds)} (${percent}%).`;
}

/**
 * The window the counts cover, said once above them: how many rounds and how
 * long they took to play. Under each threshold it read as a time to wait.
 */
export function hoursWindowSentence(rounds: number, spanSeconds: number): string {
  return `Contamos as últimas ${roundsWord(rounds)}, cerca de ${minutesInWords(spanSeconds)} de jogo.`;
}

/**
 * Today's money in words beside the balance (docs/product.md#play-session): a
 * net position alone ("R$ 50,00") read as a win after a deposit, and "depositou
 * R$ 50,00 a mais do que sacou" as a riddle; each movement is said as it was.
 * Only paid deposits count as deposited; an open Pix charge is said apart.
 */
export function todayMoneySentence(
  today: { deposits: number; withdrawals: number; net: number; awaiting: number },
  formatMoney: (cents: number) => string,
): string {
  const awaiting = today.awaiting > 0 ? ` · ${awaitingPixWords(today.awaiting, formatMoney)}` : '';
  if (today.deposits === 0 && today.withdrawals === 0)
    return `Hoje: nenhum depósito ou saque${awaiting}`;
  if (today.withdrawals === 0)
    return `Hoje: você depositou ${formatMoney(today.deposits)}${awaiting}`;
  if (today.deposits === 0) return `Hoje: você sacou ${formatMoney(today.withdrawals)}${awaiting}`;
  return `Hoje: você depositou ${formatMoney(today.deposits)} e sacou ${formatMoney(today.withdrawals)}${awaiting}`;
}

const awaitingPixWords = (cents: number, formatMoney: (cents: number) => string) =>
  `${formatMoney(cents)} em Pix aguardando pagamento`;

const PERIOD_OPENINGS = { day: 'Hoje', week: 'Nesta semana', month: 'Neste mês' } as const;

/**
 * The loss limit's period in the words of the header's "Hoje: depositou …"
 * (docs/product.md#loss-limit): a net position alone read as a win after a
 * deposit, and its minus as a loss after a withdrawal. `net` counts open Pix
 * charges, as the limit does; the sentence says them apart.
 */
export function periodMoneySentence(
  period: keyof typeof PERIOD_OPENINGS,
  net: number,
  formatMoney: (cents: number) => string,
  awaiting = 0,
): string {
  const opening = PERIOD_OPENINGS[period];
  const paid = net - awaiting;
  const open =
    awaiting > 0 ? ` Mais ${awaitingPixWords(awaiting, formatMoney)}, que já conta no limite.` : '';
  if (paid > 0) return `${opening} você depositou ${formatMoney(paid)} a mais do que sacou.${open}`;
  if (paid < 0)
    return `${opening} você sacou ${formatMoney(-paid)} a mais do que depositou.${open}`;
  return `${opening} você não depositou mais do que sacou.${open}`;
}

const PERIOD_SCOPES = { day: 'hoje', week: 'nesta semana', month: 'neste mês' } as const;

/**
 * Where money goes in (docs/product.md#loss-limit): "Seu limite de perdas
 * permite depositar mais R$ 138,00 nesta semana (de R$ 200,00)."
 */
export function lossLimitLeftSentence(
  period: keyof typeof PERIOD_SCOPES,
  net: number,
  limit: number,
  formatMoney: (cents: number) => string,
): string {
  const left = Math.max(0, limit - Math.max(0, net));
  return `Seu limite de perdas permite depositar mais ${formatMoney(left)} ${PERIOD_SCOPES[period]} (de ${formatMoney(limit)}).`;
}

/** "Limite de perdas usado: R$ 62,00 de R$ 200,00." (the used part never below zero). */
export function lossLimitUsageSentence(
  net: number,
  limit: number,
  formatMoney: (cents: number) => string,
): string {
  return `Limite de perdas usado: ${formatMoney(Math.max(0, net))} de ${formatMoney(limit)}.`;
}

/**
 * The strategy lab's answer first (docs/product.md#strategy-lab): "Em 10.000
 * sessões de R$ 100,00, a banca terminou em média com R$ 96,95."
 */
export function strategyHeadline(
  run: { sessions: number; bankroll: number; meanFinal: number; replay: boolean },
  formatMoney: (cents: number) => string,
): string {
  const where = run.replay ? ' nas rodadas guardadas' : '';
  return `Em ${run.sessions.toLocaleString('pt-BR')} ${run.sessions === 1 ? 'sessão' : 'sessões'} de ${formatMoney(run.bankroll)}${where}, a banca terminou em média com ${formatMoney(run.meanFinal)}.`;
}

/** What every stake costs on average: "A casa fica, em média, com R$ 3,00 de cada R$ 100,00 apostados." */
export function houseKeepsSentence(rtpPercent: number, formatMoney: (cents: number) => string) {
  return `A casa fica, em média, com ${formatMoney((100 - rtpPercent) * 100)} de cada ${formatMoney(10_000)} apostados.`;
}

/** A round of 'Meu histórico': "Aviator, rodada MINES_BET:123: apostou R$ 5,00, recebeu R$ 9,75". */
export function roundDetailSentence(
  round: { game: string; round: string; bets: number; wins: number; rollbacks: number },
  formatMoney: (cents: number) => string,
): string {
  const parts = [`apostou ${formatMoney(round.bets)}`, `recebeu ${formatMoney(round.wins)}`];
  if (round.rollbacks > 0) parts.push(`estorno de ${formatMoney(round.rollbacks)}`);
  return `${round.game}, rodada ${round.round}: ${parts.join(', ')}`;
}

/** The session's play in words: "Na sessão: apostou R$ 15,00, ganhou R$ 9,75 (resultado: -R$ 5,25)". */
export function sessionPlaySentence(
  play: { bets: number; wins: number; net: number },
  formatMoney: (cents: number) => string,
): string {
  const net = play.net < 0 ? `-${formatMoney(-play.net)}` : formatMoney(play.net);
  return `Na sessão: apostou ${formatMoney(play.bets)}, ganhou ${formatMoney(play.wins)} (resultado: ${net})`;
}

/** "Você recebeu 92,1% do que apostou em 120 rodadas (intervalo de 95%: 71,3% a 112,9%). RTP do jogo: 97%." */
export function myReturnSentence(
  observed: { rounds: number; ratio: number; lower: number; upper: number },
  rtpPercent: number | null,
): string {
  const percent = (ratio: number) =>
    `${(ratio * 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
  const rtp = rtpPercent === null ? '' : ` RTP do jogo: ${rtpPercent.toLocaleString('pt-BR')}%.`;
  return `Você recebeu ${percent(observed.ratio)} do que apostou em ${String(observed.rounds)} rodadas (intervalo de 95%: ${percent(observed.lower)} a ${percent(observed.upper)}).${rtp}`;
}

/**
 * The demo crash game page's own texts (docs/product.md#demo-crash-game): the
 * page's script reads them from here, written into it when the api starts.
 */
export const crashPageTexts = {
  title: 'Crash — demonstração',
  demoBanner: 'DEMONSTRAÇÃO: nenhum dinheiro real é usado.',
  heading: 'Aviator',
  recentLabel: 'Últimas rodadas da casa',
  recentChip: 'rodada #{rodada}: {queda}',
  stageLabel: 'Curva do multiplicador',
  betsLabel: 'Suas últimas rodadas',
  amountLabel: 'Valor da aposta (R$)',
  autoLabel: 'Saque automático (opcional)',
  autoPlaceholder: 'ex.: 2,00',
  loading: 'Carregando...',
  responsible: 'Jogue com responsabilidade. Proibido para menores de 18 anos.',
  // A no-break space keeps "3 s" together: the line never splits the countdown.
  takeoffIn: 'Decola em {s}\u00a0s',
  crashedAt: 'Caiu em {queda}',
  balance: 'Saldo: {valor}',
  cashout: 'Sacar {x} ({valor})',
  cashingOut: 'Sacando…',
  betPlaced: 'Aposta feita: aguarde a decolagem',
  betFlying: 'Sua aposta está no ar',
  bet: 'Apostar',
  roundInFlight: 'Rodada em andamento: aposte na próxima',
  /**
   * A cash-out said as a bank app says it: the profit first, then the whole
   * amount credited (the Extrato's `Prêmio` line), so the payout never reads
   * as the winnings.
   */
  profit: 'lucro de {valor} (recebeu {recebido})',
  breakEven: 'sem lucro nem perda',
  loss: 'perdeu {valor}',
  resultCashedOut: 'Você sacou em {x}: {resultado}',
  resultLost: 'A rodada caiu em {queda}: {resultado}',
  roundWon: 'Rodada #{rodada} caiu em {queda}: sacou em {x}, {resultado}',
  roundPaidInFlight: 'Rodada em voo: sacou em {x}, {resultado}',
  roundLost: 'Rodada #{rodada} caiu em {queda}: {resultado}',
  offline: 'Sem conexão com o jogo. Tentando de novo...',
} as const;

/** "30x", "30x e 50x", "30x, 50x e 100x" */
function andList(names: readonly string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} e ${String(names.at(-1))}`;
}

/** "1 rodada", "1.000 rodadas": a count of rounds always with pt-BR thousands (docs/product.md#aviator-analysis). */
export const roundsWord = (count: number) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? 'rodada' : 'rodadas'}`;

/**
 * "Chance na próxima rodada", one line per multiplier (docs/product.md#gaps-in-context):
 * the next round's chance first, which no run changes, then the run in
 * figures that say themselves ("30x: 3,23% de chance na próxima rodada, como
 * em toda rodada. A última foi há 51 rodadas; ficar 51 rodadas seguidas sem
 * ela acontece em 19,12% das vezes."). The chances come formatted at one
 * precision, the one every card of the screen uses; `position` is the last
 * such round's 1-based place in the newest-first window (null: none in it).
 */
export function gapLine(
  name: string,
  position: number | null,
  windowSize: number,
  tailChance: string,
  nextChance: string,
): string {
  const next = `${name}: ${nextChance} de chance na próxima rodada, como em toda rodada.`;
  if (position === 1) return `${next} A mais recente chegou a ${name}.`;
  if (position === null)
    return `${next} Nenhuma nas últimas ${roundsWord(windowSize)}: isso acontece em ${tailChance} das vezes.`;
  const rounds = roundsWord(position - 1);
  const run = position - 1 === 1 ? rounds : `${rounds} seguidas`;
  return `${next} A última foi há ${rounds}; ficar ${run} sem ela acontece em ${tailChance} das vezes.`;
}

/**
 * The first line of "Chance real x observada" (docs/product.md#odds-vs-observed): all
 * in line, or which multipliers fell outside their 95% interval and how often
 * that happens by chance.
 */
export function oddsVsObservedSummary(
  rows: readonly { name: string; agreement: 'agrees' | 'observedAbove' | 'observedBelow' | null }[],
  windowSize: number,
): string {
  const measured = rows.filter((row) => row.agreement !== null);
  if (measured.length === 0) return 'Ainda não há rodadas para comparar.';
  const outside = measured.filter((row) => row.agreement !== 'agrees');
  if (outside.length === 0)
    return `Tudo dentro do esperado nas últimas ${roundsWord(windowSize)}: as diferenças são do tamanho do acaso.`;
  // "as de 30x ou mais e as de 100x ou mais saíram mais vezes": "30x e 100x
  // acima do esperado" read as "thirty times above".
  const named = (agreement: 'observedAbove' | 'observedBelow', words: string) => {
    const names = outside
      .filter((row) => row.agreement === agreement)
      .map((row) => `as de ${row.name} ou mais`);
    return names.length === 0 ? [] : [`${andList(names)} ${words}`];
  };
  const list = [
    ...named('observedAbove', 'saíram mais vezes do que a chance real prevê'),
    ...named('observedBelow', 'saíram menos vezes do que a chance real prevê'),
  ];
  const byChance = fill(messages.oddsOutsideByChance, { rodadas: roundsWord(windowSize) });
  return `Nas últimas ${roundsWord(windowSize)}, ${andList(list)}. ${byChance}`;
}

/**
 * The verdict that opens Comparar casas (docs/product.md#comparing-houses): in one
 * sentence, whether today's samples tell the two houses apart, and where.
 */
export function houseCompareVerdict(compare: {
  labelA: string;
  labelB: string;
  roundsA: number;
  roundsB: number;
  /** Targets ("10x") where the difference is larger than chance explains, with the house that paid more. */
  differing: readonly { name: string; higher: 'a' | 'b' }[];
}): string {
  const { labelA, labelB, roundsA, roundsB, differing } = compare;
  if (roundsA === 0 || roundsB === 0) return messages.compareNoRounds;
  const sample =
    roundsA === roundsB
      ? `Hoje, em ${roundsWord(roundsA)} de cada casa`
      : `Hoje, em ${roundsWord(roundsA)} de ${labelA} e ${roundsWord(roundsB)} de ${labelB}`;
  // What the test shows, first: no house pays more (docs/product.md#comparing-houses).
  if (differing.length === 0)
    return `Nenhuma casa pagou mais. ${sample}, ${labelA} e ${labelB} pagaram parecido: as diferenças são do tamanho do acaso.`;
  const parts = (['a', 'b'] as const).flatMap((house) => {
    const names = differing.filter((row) => row.higher === house).map((row) => row.name);
    if (names.length === 0) return [];
    const [more, less] = house === 'a' ? [labelA, labelB] : [labelB, labelA];
    return [`${more} pagou mais velas de ${andList(names)} ou mais que ${less}`];
  });
  return `${sample}, ${andList(parts)}, além do que o acaso explicaria. ${messages.comparePastOnly}`;
}
