export const alertsCopy = {
  title: 'Alertas de rodadas',
  /** Under the headline: the run alert is the one that reads as "overdue". */
  runNote:
    'Rodadas seguidas sem uma vela não a deixam “atrasada”: depois de qualquer sequência, a próxima rodada tem a mesma chance de sempre.',
  kindLabel: 'Tipo de alerta',
  houseLabel: 'Casa de apostas',
  oddLabel: 'Vela (x)',
  roundsLabel: 'Rodadas',
  create: 'Criar alerta',
  yourAlerts: 'Seus alertas',
  deleteAlert: (alert: string) => `Apagar alerta: ${alert}`,
  delete: 'Apagar',
  none: 'Nenhum alerta criado.',
  limitNote: (alertsPerUser: number) =>
    `Até ${alertsPerUser} alertas. O alerta de rodadas seguidas conta as rodadas vistas desde que o app abriu.`,
  close: 'Fechar',
  notificationsUnsupported:
    'Este navegador não mostra notificações do sistema; os avisos aparecem na tela.',
  notificationsAllowed: 'Notificações do sistema permitidas.',
  notificationsBlocked: 'Notificações bloqueadas no navegador; os avisos aparecem só na tela.',
  /** The way forward once blocked: only the browser can lift it, from the site's settings. */
  notificationsHowToAllow:
    'Para recebê\u2011las, toque no cadeado ao lado do endereço do site, abra as permissões e permita Notificações.',
  /** Installed, the app has no address bar: the phone's settings hold the permission. */
  notificationsHowToAllowInstalled:
    'Para recebê\u2011las, abra os ajustes do celular, encontre o app nas notificações e permita.',
  allowNotifications: 'Permitir notificações do sistema',
  kindOddAtLeast: 'Vela igual ou acima de',
  kindDrought: 'Rodadas seguidas sem uma vela igual ou acima de',
  describeOddAtLeast: (odd: string, house: string) => `Vela de ${odd} ou mais em ${house}`,
  describeDrought: (odd: string, rounds: string, house: string) =>
    `Nenhuma vela de ${odd} ou mais em ${rounds} rodadas em ${house}`,
  firedOddAtLeast: (odd: string, house: string) => `Saiu ${odd} em ${house}.`,
  firedDrought: (rounds: string, odd: string, house: string) =>
    `${rounds} rodadas seguidas sem ${odd} em ${house}.`,
};
