import type { UiReferralsMessages } from '../groups.js';

/** Spanish UI strings, group 'referrals'; see ../en/referrals.ts for the source texts. */
export const uiEsReferrals: UiReferralsMessages = {
  referrals: {
    title: 'Invitar amigos',
    description: 'Comparta su código, siga sus comisiones y consulte los niveles VIP.',
    loading: 'Cargando sus invitaciones…',
    failed: 'No se pudieron cargar sus invitaciones.',
    guest: {
      title: 'Inicie sesión para invitar amigos',
      detail:
        'Su código de referido, su enlace de invitación y sus comisiones se muestran al iniciar sesión. Los niveles VIP están más abajo.',
    },
    share: {
      title: 'Su invitación',
      code: 'Código de referido',
      link: 'Enlace de invitación',
      copyCode: 'Copiar código',
      copyLink: 'Copiar enlace',
      codeCopied: 'Código copiado',
      linkCopied: 'Enlace copiado',
      qr: 'Código QR de su enlace de invitación',
      qrHint: 'Sus amigos pueden escanearlo para abrir la página de registro con su código.',
      earn: 'Cuando los amigos que invite operen en la cuenta real, usted recibe el {{share}} % de las comisiones de trading que paguen, abonado al instante en su saldo real. Operar en demo no genera nada.',
    },
    totals: {
      title: 'Sus referidos',
      friends: 'Amigos invitados',
      commission: 'Comisión ganada',
    },
    chart: {
      title: 'Comisiones por día',
      caption: 'Los últimos 30 días (UTC): {{total}}',
      export: 'Exportar CSV',
      exported: 'Sus comisiones se han exportado.',
      exportFailed: 'No se pudieron exportar las comisiones',
      empty: 'Sin comisiones en los últimos 30 días',
      emptyDetail:
        'Cuando los amigos que invitó operen en la cuenta real, la comisión de cada día aparecerá aquí.',
      label:
        'Gráfico de barras de su comisión por día en los últimos 30 días; el día más alto fue el {{day}} con {{amount}}.',
      tableLabel: 'Comisión por día',
      day: 'Día',
      amount: 'Comisión',
      peak: 'Máximo: {{amount}}',
    },
    friends: {
      title: 'Amigos invitados',
      joined: 'Registro',
      traded: 'Ha operado',
      notTraded: 'Aún no ha operado',
      empty: 'Todavía no ha invitado a ningún amigo',
      emptyDetail:
        'Comparta su enlace o su código: los amigos que se registren con él aparecerán aquí.',
      newest: 'Se muestran los {{shown}} amigos más recientes de {{total}}.',
    },
    levels: {
      title: 'Niveles VIP',
      description:
        'Su nivel depende de su volumen de trading en la cuenta real de los últimos {{days}} días (USDT: volumen al contado más el nocional de las posiciones con margen abiertas). Un nivel más alto reduce las comisiones que paga y aumenta su parte de las comisiones de sus amigos.',
      loading: 'Cargando los niveles…',
      failed: 'No se pudieron cargar los niveles.',
      name: 'VIP {{level}}',
      yours: 'El suyo',
      tableLabel: 'Niveles VIP y sus comisiones',
      level: 'Nivel',
      volume: 'Volumen de {{days}} días desde (USDT)',
      discount: 'Descuento en comisiones',
      share: 'Parte por referido',
      spotMaker: 'Comisión maker al contado',
      spotTaker: 'Comisión taker al contado',
      margin: 'Comisión con margen',
      current: 'Su nivel',
      volumeNow: 'Su volumen de {{days}} días',
      progress: 'Progreso hacia {{level}}',
      toNext: 'Opere {{amount}} más en {{days}} días para alcanzar {{level}}.',
      top: 'Está en el nivel más alto.',
      guest: 'Inicie sesión para ver su nivel y su progreso hacia el siguiente.',
    },
  },
};
