// The pt-BR words of 'Minha conta's personal data (docs/architecture.md#texts).
export const accountCopy = {
  title: 'Seus dados',
  name: 'Nome',
  cpf: 'CPF',
  pixKey: 'Chave Pix para saques',
  pixKeyValue: (cpf: string) => `CPF ${cpf}`,
  address: 'Endereço',
  noAddress: 'Ainda não informado: pedimos no primeiro saque.',
  giveAddressNow: 'Informar agora',
  verification: 'Verificação de identidade',
  verified: 'Feita',
  notVerified: 'Pendente: necessária para depositar e sacar',
  loading: 'Carregando seus dados...',
  failed: 'Não foi possível carregar seus dados.',
};
