export const kycCopy = {
  starting: 'Iniciando verificação...',
  verifyIdentity: 'Verificar identidade',
  approved: 'Verificação concluída: aprovada.',
  rejected: 'Verificação concluída: não aprovada. Tente novamente ou fale com o suporte.',
};
