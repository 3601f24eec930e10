export const withdrawCopy = {
  title: 'Saque',
  formName: 'Saque',
  available: 'Saldo disponível:',
  availableLoading: 'R$ …',
  minimum: (amount: string) => `Valor mínimo: ${amount}`,
  /** Said before the player types: a balance under the minimum cannot leave yet. */
  belowMinimum: (amount: string) => `Seu saldo está abaixo do valor mínimo para saque (${amount}).`,
  amountLabel: 'Valor do saque (R$)',
  /** A rest under the minimum could not be withdrawn by itself later. */
  restUnderMinimum: (rest: string, minimum: string) =>
    `Vão sobrar ${rest} no saldo, menos que o mínimo de saque (${minimum}): esse resto não poderia ser sacado sozinho depois.`,
  withdrawAll: (balance: string) => `Sacar tudo: ${balance}`,
  pixTypeLabel: 'Tipo de chave Pix',
  /** The api's names stay `Email` on the wire; players read the one spelling of every screen. */
  pixTypeNames: { CPF: 'CPF', Telefone: 'Telefone', Email: 'E-mail' } as const,
  pixKeyLabel: 'Chave Pix',
  confirm: 'Confirmar',
  /**
   * Said before `Confirmar`, as a bank does: when it arrives and what it
   * costs (docs/product/wallet.md#wallet-withdrawals; the 2 hours are Portaria
   * SPA/MF nº 615/2024's 120 minutes).
   */
  // The no-break space keeps "Sem taxa." whole on its line.
  deliveryAndFee: 'Chega na sua chave Pix em até 2 horas. Sem\u00a0taxa.',
  /**
   * Said on opening, before any tap, while the profile has no address: what
   * the first withdrawal will ask, so the address is not a surprise step.
   */
  firstWithdrawalAsks:
    'Para sacar: o valor e, só no primeiro saque, o seu endereço (CEP e número). Você pode salvar o endereço agora, mesmo sem saldo:',
  /**
   * On the first withdrawal the address comes after the amount, as a bank asks
   * the amount first: why it is asked, and that it is asked once. The api
   * refuses a withdrawal without it; the spec gives no other reason, so none is claimed.
   */
  addressAskedOnce:
    'O saque exige o seu endereço. Pedimos só no primeiro: ele fica salvo no seu cadastro.',
  addressLegend: 'Endereço',
  /** How the address is typed: the CEP's look-up fills the rest. */
  addressOnce: 'Digite o CEP: a rua e a cidade aparecem sozinhas.',
  /** The spec's button, the form's only one while no money can leave yet: saves the address alone. */
  saveAddress: 'Salvar Endereço',
  cepLabel: 'CEP',
  cepLooking: 'Buscando CEP...',
  numberLabel: 'Número',
  /** Optional, and quiet: no player needs it to withdraw. */
  faceVerification: 'Verificação Facial',
  faceVerificationOptional: 'Verificação Facial (opcional)',
  /** What the face check is for, in one line (only a player not yet verified sees it). */
  faceVerificationPurpose:
    'Confere pela câmera que é você, se o suporte pedir. Não libera o saque: para sacar vale a verificação de identidade.',
  /** The receipt a withdrawal ends on, like the deposit's. */
  receiptTitle: 'Comprovante de saque Pix',
  receiptAmount: 'Valor',
  receiptKey: 'Chave Pix',
  receiptRequestedAt: 'Solicitado em',
  newWithdrawal: 'Novo saque',
  /** The demo's control, said as the deposit's `Simular pagamento` is: a test, not the player's money. */
  demoFailureTitle: 'Ambiente de testes:',
  demoFailureText: 'veja o que acontece se o envio deste saque falhar: o valor volta ao seu saldo.',
  simulateFailure: 'Simular falha',
  goHome: 'Ir para Minhas operações',
  supportMessage: 'Olá! Preciso de ajuda com um saque.',
};
