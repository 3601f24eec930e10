// Beside the protection rules, not in messages/, which the web's entry loads on every page.
import { formatDateAndTime } from './protection.js';

/**
 * The bases of the regulator's barred list (SIGAP), named as the
 * norms name them: central self-exclusion (IN SPA/MF nº 31/2025, Portaria
 * SPA/MF nº 2.579/2025) and holders of Bolsa Família or BPC (IN SPA/MF nº
 * 22/2025, Portaria SPA/MF nº 2.217/2025).
 */
export const BARRED_LIST_BASES = ['autoexclusao_centralizada', 'beneficio_social'] as const;
export type BarredListBaseName = (typeof BARRED_LIST_BASES)[number];

export const BARRED_LIST_BASE_LABELS: Record<BarredListBaseName, string> = {
  autoexclusao_centralizada:
    'há um pedido de autoexclusão de todas as casas de apostas feito com o seu CPF',
  beneficio_social:
    'o seu CPF consta como de pessoa que recebe Bolsa Família ou BPC, que a lei impede de apostar',
};

function basesInWords(bases: readonly BarredListBaseName[]): string {
  const labels = bases.map((base) => BARRED_LIST_BASE_LABELS[base]);
  return labels.length <= 1
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} e ${String(labels.at(-1))}`;
}

/** Plain and final: nothing here invites the person back. */
export const barredMessages = {
  refused:
    'Sua conta está bloqueada por determinação do Ministério da Fazenda. Depósitos, apostas, jogos e sinais não estão disponíveis. Você ainda pode sacar seu saldo.',
  noticeSubject: 'Sua conta foi bloqueada: saque seu saldo',
  pageTitle: 'Sua conta foi bloqueada',
  reason: (bases: readonly BarredListBaseName[]) =>
    `A lista oficial do Ministério da Fazenda de pessoas impedidas de apostar inclui o seu CPF: ${basesInWords(bases)}. Por isso, a lei pede que sua conta fique bloqueada para depósitos, apostas, jogos e sinais.`,
  deadline: (withdrawUntil: number) =>
    `Você pode sacar seu saldo até ${formatDateAndTime(withdrawUntil)} (horário de Brasília).`,
  afterDeadline:
    'Depois desse prazo, o saldo que restar será enviado para a sua chave Pix CPF, em seu nome, e a conta será encerrada.',
  withdrawAction: 'Sacar meu saldo',
  belowMinimum: (minimum: string) =>
    `Seu saldo é menor que o saque mínimo de ${minimum}: não é preciso sacar. Depois do prazo, ele será enviado para a sua chave Pix CPF, em seu nome.`,
  nothingLeft: (withdrawUntil: number) =>
    `Seu saldo já foi sacado. A conta será encerrada depois de ${formatDateAndTime(withdrawUntil)} (horário de Brasília).`,
  noticeText: (bases: readonly BarredListBaseName[], withdrawUntil: number) =>
    [
      'Olá,',
      '',
      `A lista oficial do Ministério da Fazenda de pessoas impedidas de apostar inclui o seu CPF: ${basesInWords(bases)}.`,
      '',
      'Por isso, conforme as regras do Ministério da Fazenda, sua conta foi bloqueada: depósitos, apostas, jogos e sinais não estão mais disponíveis.',
      '',
      `Você pode entrar e sacar seu saldo até ${formatDateAndTime(withdrawUntil)} (horário de Brasília).`,
      '',
      'Depois desse prazo, o saldo que restar será enviado para a sua chave Pix CPF, em seu nome, e a conta será encerrada. Você não receberá outros e-mails nossos.',
    ].join('\n'),
} as const;
