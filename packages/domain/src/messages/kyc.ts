export const kycMessages = {
  kycRejectedProvider:
    'Verificação não aprovada pelo provedor. Tente de novo com o documento original, em um lugar bem iluminado.',
  kycRejectedCpfMismatch:
    'Verificação não aprovada: o documento verificado não é do CPF desta conta. Faça a verificação com o seu próprio documento; se o CPF da conta estiver errado, fale com o suporte.',
  kycRejectedUnderage:
    'Verificação não aprovada: é preciso ter 18 anos ou mais. Esta conta não pode depositar nem jogar.',
  kycRejectedCpfVerifiedElsewhere:
    'Verificação não aprovada: este CPF já foi verificado em outra conta. Entre nessa conta ou fale com o suporte.',
  cpfClaimGranted:
    'CPF recuperado: a verificação confirmou que o CPF é seu. Ele estava em outra conta, aberta sem verificação de identidade (um cadastro seu não concluído, ou de outra pessoa), e essa conta foi encerrada. Se não reconhece esse cadastro, fale com o suporte.',
  cpfHolderNoticeSubject: 'Cadastro com o seu CPF',
  cpfHolderNoticeIntro:
    'Olá! Alguém acabou de criar uma conta com o CPF da sua conta. Por segurança, essa pessoa não foi informada de que o CPF já tinha conta aqui.',
  cpfHolderNoticeVerified:
    'O CPF continua seu: ele já foi verificado na sua conta, e nenhuma outra conta pode usá-lo para depositar, jogar ou sacar. Se foi você e esqueceu a senha, peça uma nova aqui:',
  cpfHolderNoticeUnverified:
    'A sua conta ainda não concluiu a verificação de identidade, e o CPF fica com a conta cujo titular o comprovar primeiro com o documento. Se o CPF é seu, entre e faça a verificação de identidade:',
  cpfHolderNoticeForgot: 'Esqueceu a senha? Peça uma nova aqui:',
  cpfHolderNoticeIgnore:
    'Se foi você e não quer outra conta, ignore este e-mail: a conta nova não faz nada sem a verificação de identidade.',
  emailOwnerNoticeSubject: 'Cadastro com o seu e-mail',
  emailOwnerNoticeIntro:
    'Olá! Alguém tentou criar uma conta com o seu e-mail. Nenhuma conta nova foi aberta e, por segurança, essa pessoa não foi informada de que o e-mail já tinha conta aqui.',
  emailOwnerNoticeForgot:
    'Se foi você e não lembra a senha, use "Esqueci minha senha" para criar uma nova:',
  emailOwnerNoticeIgnore: 'Se não foi você, ignore este e-mail: a sua conta continua como estava.',
  accountClosedByCpfClaim:
    'Esta conta foi encerrada porque o titular do CPF comprovou a identidade em outra conta. Algum saldo que ela tinha ficou guardado para análise; fale com o suporte.',
  kycFlowUnknown: 'Fluxo de verificação desconhecido.',
} as const;
