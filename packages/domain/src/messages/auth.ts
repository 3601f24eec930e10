import { PASSWORD_MIN_LENGTH } from '../constants.js';

export const authMessages = {
  loginFieldsRequired: 'Todos os campos são obrigatórios',
  loginFailed: 'Usuário ou senha inválidos.',
  registrationFieldsRequired: 'Todos os campos devem ser preenchidos!',
  passwordsDoNotMatch: 'As senhas não conferem!',
  emailsDoNotMatch: 'Os e-mails não conferem.',
  phoneInvalid: 'Telefone inválido.',
  passwordTooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordTooGuessable:
    'Esta senha é comum ou fácil de adivinhar. Escolha outra, mais longa, sem sequências, datas, nomes ou palavras conhecidas.',
  registrationFailed: 'Erro ao realizar o cadastro. Verifique os dados informados.',
  registrationSucceeded: 'Cadastro realizado com sucesso.',
  // The one refusal of the registration's CPF step, whatever its cause: it names neither.
  registrationCpfRefused:
    'Não foi possível concluir o cadastro com este CPF. Se precisar de ajuda, fale com o suporte.',
  registrationPendingTitle: 'Verificação em andamento',
  registrationPendingEmailTo: 'O e-mail vai para:',
  registrationPendingNoSignInYet: 'Até lá, ainda não é possível entrar.',
  backToLogin: 'Voltar para o login',
  registrationPending:
    'Verificação em andamento. Estamos confirmando seus dados e avisaremos por e-mail assim que o cadastro for concluído. Não é preciso fazer o cadastro de novo.',
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
  emailTaken: 'Este e-mail já está cadastrado.',
  tooManyLoginAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',

  userInfoFailed: 'Erro ao carregar informações do usuário',
  unauthenticated: 'Sessão expirada ou inválida. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  balanceUpdateFailed: 'Ocorreu um erro ao atualizar o saldo.',

  currentPasswordWrong: 'A senha atual está incorreta.',
  passwordChanged: 'Senha alterada. As outras sessões foram encerradas.',
  passwordResetRequested:
    'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. O link vale por 30 minutos.',
  passwordResetInvalid: 'Link de redefinição inválido ou expirado. Peça um novo link.',
  passwordResetDone: 'Senha redefinida. Entre com a nova senha.',
  passwordResetRateLimited:
    'Muitos pedidos de redefinição. Aguarde alguns minutos e tente novamente.',
  passwordResetEmailSubject: 'Redefinição de senha',
  passwordResetEmailIntro:
    'Olá! Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra o link abaixo. Ele vale por 30 minutos e só pode ser usado uma vez.',
  passwordResetEmailIgnore: 'Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
  signedOutEverywhere: 'Você saiu de todos os dispositivos.',
  // For a new device while the login is slowed down.
  signInLinkOffer: 'Receber um link de acesso por e-mail',
  signInLinkRequestIntro:
    'Informe o e-mail da sua conta. Enviaremos um link para você entrar neste aparelho sem esperar.',
  signInLinkPageIntro: 'Toque em Entrar para acessar sua conta neste aparelho.',
  signInLinkRequested:
    'Se houver uma conta com este e-mail, enviamos um link de acesso. O link vale por 15 minutos.',
  signInLinkInvalid: 'Link de acesso inválido ou expirado. Peça um novo link.',
  signInLinkRateLimited:
    'Muitos pedidos de link de acesso. Aguarde alguns minutos e tente novamente.',
  signInLinkEmailSubject: 'Seu link de acesso',
  signInLinkEmailIntro:
    'Olá! Recebemos um pedido para entrar na sua conta sem a senha. Abra o link abaixo no aparelho em que você quer entrar. Ele vale por 15 minutos e só pode ser usado uma vez.',
  signInLinkEmailIgnore: 'Se você não pediu, ignore este e-mail e não repasse o link a ninguém.',
  demoOutboxOnly: 'A caixa de saída de e-mails existe só no modo demonstração.',
} as const;
