// Apart from the player's texts so the player's bundle does not carry it.
import { durationInWords } from '../messages/sentences.js';

export const staffMessages = {
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
  staffReasonRequired: 'Escreva o motivo (até 2.000 caracteres).',
  staffAuditSubjectRequired: 'Informe staffId ou userId.',
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
  staffPayoutNotStuck: 'Este pagamento não está parado na fila: nada a fazer.',
  staffRefundNotFailed: 'Esta devolução não falhou: nada a reenviar.',
  staffSecondStepLocked:
    'Muitos códigos errados nesta conta. A confirmação em duas etapas está bloqueada por alguns minutos; se não foi você, avise um administrador.',
  staffSearchTooFast: 'Muitas buscas em pouco tempo. Espere um minuto e busque de novo.',
  staffCpfSearchMisses:
    'Muitas buscas por CPF sem resultado na última hora. Busque pelo e-mail ou pelo id do jogador, ou espere.',
  staffAccountClosedOrBarred: 'Esta conta está encerrada ou impedida: não recebe ajustes manuais.',
} as const;

export function staffEnrolmentEmailText(link: string, validForMs: number): string {
  return [
    `Olá! Dois administradores aprovaram o seu acesso ao back office. Para escolher a sua senha e cadastrar o aplicativo autenticador, abra o link abaixo. Ele vale por ${durationInWords(validForMs)} e só pode ser usado uma vez.`,
    link,
    staffMessages.staffEnrolmentEmailIgnore,
  ].join('\n\n');
}
