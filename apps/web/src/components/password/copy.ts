export const passwordCopy = {
  hidePassword: 'Ocultar senha',
  showPassword: 'Mostrar senha',
};
