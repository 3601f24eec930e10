import { PASSWORD_MIN_LENGTH } from '@velas/domain/constants';

export const registerCopy = {
  title: 'Cadastro',
  email: 'E-mail',
  password: 'Senha',
  /** The rule the api applies (apps/api/src/auth/password-strength.ts), said before the first try. */
  passwordHint: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres, sem sequências, datas, nomes ou palavras conhecidas. Uma frase de três palavras com um número é fácil de lembrar e difícil de adivinhar.`,
  confirmPassword: 'Confirmar senha',
  cpf: 'CPF',
  checkingCpf: 'Validando CPF...',
  name: 'Nome',
  nameFromCpf: 'Preenchido pela validação do CPF',
  /** Under the name once the CPF check filled it: it is the person's, shortened on purpose. */
  nameMasked: 'Nome encontrado pelo CPF. Por segurança, mostramos só as iniciais dos sobrenomes.',
  phone: 'Telefone',
  registering: 'Cadastrando...',
  /** Under the busy button once the answer is slow: still working, stay here. */
  registeringSlow: 'Criando sua conta… Pode levar um pouco mais; não feche esta página.',
  consent:
    'Tenho 18 anos ou mais e concordo que os dados deste cadastro sejam usados para abrir a conta e verificar minha identidade.',
  consentRequired:
    'Para criar a conta, confirme que tem 18 anos ou mais e concorda com o uso dos dados.',
  createAccount: 'Criar Conta',
  hasAccount: 'Já tem conta? ',
  signIn: 'Entrar',
  supportMessage: 'Olá! Preciso de ajuda na tela de cadastro do painel.',
  testCpfsTitle: 'CPFs de teste',
  testCpfsLink: 'Ambiente de demonstração: ver CPFs de teste',
};
