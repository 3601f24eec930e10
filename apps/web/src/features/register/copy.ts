// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const registerCopy = {
  hidePassword: 'Ocultar senha',
  showPassword: 'Mostrar senha',
  title: 'Cadastro',
  email: 'E-mail',
  password: 'Senha',
  confirmPassword: 'Confirmar senha',
  cpf: 'CPF',
  checkingCpf: 'Validando CPF...',
  name: 'Nome',
  nameFromCpf: 'Preenchido pela validação do CPF',
  /** Under the name once the CPF check filled it: it is the person's, shortened on purpose. */
  nameMasked: 'Nome encontrado pelo CPF. Por segurança, mostramos só as iniciais dos sobrenomes.',
  phone: 'Telefone',
  registering: 'Cadastrando...',
  createAccount: 'Criar Conta',
  hasAccount: 'Já tem conta? ',
  signIn: 'Entrar',
  supportMessage: 'Olá! Preciso de ajuda na tela de cadastro do painel.',
  testCpfsTitle: 'CPFs de teste',
  testCpfsLink: 'Ambiente de demonstração: ver CPFs de teste',
};
