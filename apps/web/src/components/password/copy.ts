// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const passwordCopy = {
  hidePassword: 'Ocultar senha',
  showPassword: 'Mostrar senha',
};
