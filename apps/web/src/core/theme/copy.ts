export const themeCopy = {
  title: 'Tema',
  mode: 'Modo',
  sidebarColour: 'Cor do menu lateral',
};
