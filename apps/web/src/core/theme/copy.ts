// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const themeCopy = {
  title: 'Tema',
  mode: 'Modo',
  sidebarColour: 'Cor do menu lateral',
};
