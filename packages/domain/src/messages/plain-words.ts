export const plainWordsMessages = {
  identityVerification: 'Verificação de identidade',
  identityVerificationSupport: 'Olá! Preciso de ajuda com a verificação de identidade.',
  identityApproved: 'Identidade verificada. Agora você já pode depositar por Pix e jogar.',
  depositNow: 'Depositar agora',
  termShow: 'O que é {termo}?',
  hoursLead:
    'Nenhum horário paga mais: o mapa mostra quando as velas altas já saíram, não quando vão sair.',
  hoursWindowNotDay:
    'Estas contagens usam só essa janela; o mapa acima conta o dia inteiro até agora.',
  hoursWindowMethod:
    'Intervalo médio entre as rodadas de {rotulo} ({metodo}): {media}. É o que já passou, não um tempo de espera.',
  hoursTooFew: 'Ainda não saíram rodadas de {rotulo} hoje.',
  historyMoneyTab: 'Dinheiro',
  historyRoundsTab: 'Rodadas',
  historyHoursTab: 'Horas',
  historyVerifyTab: 'Verificar',
  moneyMathsTitle: 'Quanto custa jogar',
  bankrollExpectedHeadline:
    'Apostando por dia a meta de {meta}% da banca, o esperado ao fim de 30 dias é',
  bankrollExpectedMeaning:
    'Em média o jogo devolve {rtp}% de cada aposta: este é o valor que a banca tende a ter.',
  bankrollRunsOut:
    'Em média, a banca acaba por volta do dia {dia} ({data}). É o esperado, não uma certeza: pode acabar antes ou durar um pouco mais.',
  bankrollPlanTargetLine:
    'Se acertasse a meta todo dia (não acontece), a banca chegaria a {valor}.',
  // Short enough for a select at 360 px. Named by the loss it stops at, never
  // by what it stakes: "apostar 10% ao dia" read as betting advice.
  bankrollProfileLabel: '{perfil}: perda até {limite}%/dia',
  gapsTitle: 'Quantas rodadas separam uma {vela} da outra',
  gapsColumnGap: 'Rodadas entre uma e outra',
  gapsColumnCount: 'Quantas vezes',
  gapsColumnShare: '% das vezes',
  gapsMeaning:
    'Ler assim: "1" quer dizer que uma {vela} veio logo na rodada seguinte à outra. Distâncias curtas são sempre as mais comuns num jogo ao acaso; não dizem quando vem a próxima.',
  gateWhatVelasIs:
    '{marca} é um painel de estatísticas dos jogos: mostra o que já saiu nas rodadas e a chance real de cada aposta, sem prever resultados.',
  gatePresentationLink: 'Conheça o painel',
  carouselLimitsTitle: 'Jogue com limites',
  carouselLimitsText: 'Veja ou ajuste seu limite de perdas e seu tempo de sessão.',
  carouselLimitsAction: 'Ver meus limites',
  carouselCommunityTitle: 'Comunidade Velas',
  carouselCommunityText: 'Converse com outros jogadores sobre o painel e tire dúvidas.',
} as const;
