import type { UiMarketsMessages } from '../groups.js';

/** German UI strings, group 'markets'; see ../en/markets.ts for the source texts. */
export const uiDeMarkets: UiMarketsMessages = {
  home: {
    title: 'Meridian',
    tagline: 'Live-Märkte, Smart-Trading und Kredite in einem Konto.',
    health: {
      checking: 'Plattformstatus wird geprüft…',
      ok: 'Plattformstatus: {{status}}',
      unreachable: 'Die Plattform ist nicht erreichbar.',
    },
    marketList: {
      title: 'Märkte',
      viewAll: 'Alle Märkte',
    },
    noticeBar: 'Hinweise und Ankündigungen',
    stats: {
      label: 'Meridian in Zahlen',
      volume: '24h-Handelsvolumen',
      instruments: 'Gelistete Instrumente',
      users: 'Registrierte Nutzer',
      volumeValue: '{{value}} USDT',
      million: '{{value}} M',
      billion: '{{value}} B',
      live: 'Live-Zahlen, von der Plattform erfasst.',
      unavailable: 'Die Live-Zahlen sind derzeit nicht verfügbar.',
    },
    blocks: {
      label: 'Warum Meridian',
      lowFee: {
        title: 'Niedrigste Gebühren',
        body: 'Alle Gebühren werden angezeigt, bevor Sie eine Order bestätigen.',
        claim: 'Handelsgebühren ab {{fee}} %, unter 0,3 %.',
        noClaim: 'Handelsgebühren ab {{fee}} %.',
      },
      smartTrading: {
        title: 'Smart-Trading',
        body: 'Automatisierte Pläne, die für Sie handeln – die vergangene Wertentwicklung wird unverfälscht angezeigt.',
      },
      loans: {
        title: 'Kredite ohne Sicherheiten',
        body: 'Kredite auf Basis Ihrer geprüften Bonität, mit vorab angezeigten Tageszinssätzen.',
      },
      nft: {
        title: 'Wohltätigkeits-NFTs',
        body: 'Jeder NFT-Verkauf kommt einer Wohltätigkeitsorganisation für Kinder zugute.',
      },
    },
  },
  markets: {
    market: {
      title: 'Märkte',
      description:
        'Krypto, Devisen, Aktien, ETFs und Terminkontrakte mit Live-Kursen, Charts und Orderbestätigung.',
    },
    list: {
      tabsLabel: 'Marktarten',
      tabs: {
        watchlist: 'Beobachtungsliste',
        crypto: 'Krypto',
        forex: 'Devisen',
        stock: 'Aktien',
        etf: 'ETFs & Edelmetalle',
        futures: 'Terminkontrakte',
      },
      rowsLabel: 'Märkte: {{tab}}',
      search: 'Nach Name oder Code suchen',
      columns: {
        name: 'Bezeichnung',
        trend: 'Tendenz',
        price: 'Kurs',
        change: '24h-Änderung',
      },
      change: '24h-Änderung',
      logoAlt: 'Logo von {{name}}',
      loading: 'Märkte werden geladen…',
      error: 'Die Märkte konnten nicht geladen werden',
      nothingFoundDetail: 'Kein Markt in {{tab}} entspricht „{{query}}“.',
      emptyTab: 'Hier sind noch keine Märkte gelistet.',
      watchlistEmpty: 'Ihre Beobachtungsliste ist leer',
      watchlistEmptyDetail: 'Tippen Sie auf den Stern neben einem Markt, um ihn hier zu verfolgen.',
      showAll: 'Alle {{count}} Märkte anzeigen',
      showFewer: 'Weniger anzeigen',
      source: 'Die Kurse stammen aus dem Marktdaten-Feed der Plattform.',
    },
    live: {
      open: 'Live-Kurse',
      connecting: 'Verbindung zu Live-Kursen wird hergestellt…',
      closed: 'Live-Kurse pausiert, Verbindung wird wiederhergestellt…',
    },
    watchlist: {
      watch: '{{name}} beobachten',
      add: 'Zur Beobachtungsliste hinzufügen',
      remove: 'Von der Beobachtungsliste entfernen',
      failed:
        'Ihre Beobachtungsliste konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
    },
    currency: {
      title: 'Finanzinstrument',
      description: 'Kurschart, 24-Stunden-Statistiken und Ordererteilung für ein Instrument.',
      noCode: 'Kein Instrument ausgewählt',
      noCodeDetail: 'Öffnen Sie ein Instrument aus der Marktübersicht.',
      browse: 'Märkte durchsuchen',
      back: 'Alle Märkte',
      error: 'Dieses Instrument konnte nicht geladen werden',
      lastPrice: 'Letzter Kurs',
      change: '24h-Änderung',
      stats: {
        label: '24-Stunden-Statistiken',
        high: '24h-Hoch',
        low: '24h-Tief',
        volume: '24h-Volumen',
        tickSize: 'Tickgröße',
        lotSize: 'Lotgröße',
      },
      status: {
        open: 'Handel geöffnet',
        closed: 'Derzeit nicht handelbar',
        closedDetail:
          'Dieser Markt befindet sich außerhalb seiner Handelszeit. Kurse und Orders werden fortgesetzt, sobald er öffnet.',
      },
      chart: {
        title: 'Kurschart',
        label: 'Kerzenchart von {{code}}, Kerzenintervall: {{interval}}',
        intervals: 'Chartintervall',
        interval: {
          '1m': '1m',
          '5m': '5m',
          '15m': '15m',
          '1h': '1h',
          '4h': '4h',
          '1d': '1D',
        },
        intervalLong: {
          '1m': '1 Minute',
          '5m': '5 Minuten',
          '15m': '15 Minuten',
          '1h': '1 Stunde',
          '4h': '4 Stunden',
          '1d': '1 Tag',
        },
        loading: 'Chart wird geladen…',
        error: 'Der Chart konnte nicht geladen werden',
        empty: 'Für dieses Intervall gibt es noch keinen Kursverlauf',
        emptyDetail: 'Kerzen erscheinen hier, sobald der Marktdaten-Feed Kurse aufzeichnet.',
      },
      source:
        'Die Kurse stammen aus dem Marktdaten-Feed der Plattform. Jede Ausführung, Abrechnung und Bewertung beruht auf einem aufgezeichneten Kurs.',
      trade: {
        title: 'Der Handel startet bald',
        body: 'Hier können Sie bald Kauf- bzw. Long- und Verkaufs- bzw. Short-Orders für {{code}} mit Stop-Loss und Take-Profit platzieren.',
        risk: 'Der Handel mit Hebel birgt ein hohes Risiko, schnell Geld zu verlieren. Sie können Ihre gesamte eingesetzte Margin verlieren: Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können.',
      },
    },
  },
};
