// The bundled postal-code table behind the sandbox CEP service (README lists it).
import type { ViaCepAddress } from '@velas/domain/schemas/postal-code';

const ADDRESSES: readonly ViaCepAddress[] = [
  { cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' },
  {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  {
    cep: '20040-020',
    logradouro: 'Avenida Rio Branco',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
  },
  {
    cep: '30130-010',
    logradouro: 'Praça Sete de Setembro',
    bairro: 'Centro',
    localidade: 'Belo Horizonte',
    uf: 'MG',
  },
  { cep: '40020-000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'Salvador', uf: 'BA' },
  {
    cep: '70040-010',
    logradouro: 'Esplanada dos Ministérios',
    bairro: 'Zona Cívico-Administrativa',
    localidade: 'Brasília',
    uf: 'DF',
  },
  {
    cep: '80010-000',
    logradouro: 'Praça Tiradentes',
    bairro: 'Centro',
    localidade: 'Curitiba',
    uf: 'PR',
  },
  {
    cep: '90010-000',
    logradouro: 'Praça da Alfândega',
    bairro: 'Centro Histórico',
    localidade: 'Porto Alegre',
    uf: 'RS',
  },
];

const BY_DIGITS = new Map(ADDRESSES.map((address) => [address.cep.replace('-', ''), address]));

/** The address of an 8-digit CEP, or undefined when the table doesn't have it. */
export function findCep(digits: string): ViaCepAddress | undefined {
  return BY_DIGITS.get(digits);
}

export const BUNDLED_CEPS = ADDRESSES;
