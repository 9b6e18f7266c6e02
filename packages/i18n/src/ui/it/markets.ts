import type { UiMarketsMessages } from '../groups.js';

/** Italian UI strings, group 'markets'; see ../en/markets.ts for the source texts. */
export const uiItMarkets: UiMarketsMessages = {
  home: {
    title: 'Meridian',
    tagline: 'Mercati in tempo reale, trading intelligente e prestiti in un unico conto.',
    health: {
      checking: 'Verifica della piattaforma in corso…',
      ok: 'Stato della piattaforma: {{status}}',
      unreachable: 'La piattaforma non è raggiungibile.',
    },
    marketList: {
      title: 'Mercati',
      viewAll: 'Tutti i mercati',
    },
    noticeBar: 'Avvisi e comunicazioni',
    stats: {
      label: 'Meridian in cifre',
      volume: 'Volume di negoziazione nelle 24 ore',
      instruments: 'Strumenti quotati',
      users: 'Utenti registrati',
      volumeValue: '{{value}} USDT',
      million: '{{value}} M',
      billion: '{{value}} B',
      live: 'Dati in tempo reale, rilevati dalla piattaforma.',
      unavailable: 'I dati in tempo reale non sono disponibili al momento.',
    },
    blocks: {
      label: 'Perché Meridian',
      lowFee: {
        title: 'Commissioni più basse',
        body: 'Ogni commissione viene mostrata prima che Lei confermi un ordine.',
        claim: 'Commissioni di trading a partire da {{fee}}%, inferiori allo 0,3%.',
        noClaim: 'Commissioni di trading a partire da {{fee}}%.',
      },
      smartTrading: {
        title: 'Trading intelligente',
        body: 'Piani automatizzati che operano per Lei, con le performance passate mostrate così come sono state.',
      },
      loans: {
        title: 'Prestiti senza garanzie',
        body: 'Ottenga un prestito in base al Suo merito creditizio verificato, con tassi giornalieri indicati in anticipo.',
      },
      nft: {
        title: 'NFT benefici',
        body: "Il ricavato di ogni vendita di NFT è devoluto a un ente benefico per l'infanzia.",
      },
    },
  },
  markets: {
    market: {
      title: 'Mercati',
      description:
        'Criptovalute, valute, azioni, ETF e contratti futures con prezzi in tempo reale, grafici e conferma degli ordini.',
    },
    list: {
      tabsLabel: 'Tipi di mercato',
      tabs: {
        watchlist: 'Lista di osservazione',
        crypto: 'Criptovalute',
        forex: 'Valute',
        stock: 'Azioni',
        etf: 'ETF e metalli',
        futures: 'Contratti futures',
      },
      rowsLabel: 'Mercati: {{tab}}',
      search: 'Cerca per nome o codice',
      columns: {
        name: 'Nome',
        trend: 'Tendenza',
        price: 'Prezzo',
        change: 'Variazione 24 h',
      },
      change: 'Variazione 24 h',
      logoAlt: 'Logo di {{name}}',
      loading: 'Caricamento dei mercati…',
      error: 'Impossibile caricare i mercati',
      nothingFoundDetail: 'Nessun mercato in {{tab}} corrisponde a «{{query}}».',
      emptyTab: 'Qui non è ancora quotato alcun mercato.',
      watchlistEmpty: 'La Sua lista di osservazione è vuota',
      watchlistEmptyDetail: 'Tocchi la stella accanto a un mercato per seguirlo qui.',
      showAll: 'Mostra tutti i {{count}} mercati',
      showFewer: 'Mostra meno',
      source: 'I prezzi provengono dal flusso di dati di mercato della piattaforma.',
    },
    live: {
      open: 'Prezzi in tempo reale',
      connecting: 'Connessione ai prezzi in tempo reale…',
      closed: 'Prezzi in tempo reale in pausa, riconnessione in corso…',
    },
    watchlist: {
      watch: 'Segui {{name}}',
      add: 'Aggiungi alla lista di osservazione',
      remove: 'Rimuovi dalla lista di osservazione',
      failed: 'Impossibile aggiornare la Sua lista di osservazione. Riprovi.',
    },
    currency: {
      title: 'Strumento',
      description:
        'Grafico dei prezzi, statistiche delle 24 ore e ordini per un singolo strumento.',
      noCode: 'Nessuno strumento selezionato',
      noCodeDetail: "Apra uno strumento dall'elenco dei mercati.",
      browse: 'Esplora i mercati',
      back: 'Tutti i mercati',
      error: 'Impossibile caricare questo strumento',
      lastPrice: 'Ultimo prezzo',
      change: 'Variazione 24 h',
      stats: {
        label: 'Statistiche delle 24 ore',
        high: 'Massimo 24 h',
        low: 'Minimo 24 h',
        volume: 'Volume 24 h',
        tickSize: 'Dimensione del tick',
        lotSize: 'Dimensione del lotto',
      },
      status: {
        open: 'Aperto alle negoziazioni',
        closed: 'Al momento non negoziabile',
        closedDetail:
          "Questo mercato è fuori dall'orario di negoziazione. Prezzi e ordini riprenderanno all'apertura.",
      },
      chart: {
        title: 'Grafico dei prezzi',
        label: 'Grafico a candele di {{code}}, intervallo: {{interval}}',
        intervals: 'Intervallo del grafico',
        interval: {
          '1m': '1m',
          '5m': '5m',
          '15m': '15m',
          '1h': '1h',
          '4h': '4h',
          '1d': '1D',
        },
        intervalLong: {
          '1m': '1 minuto',
          '5m': '5 minuti',
          '15m': '15 minuti',
          '1h': '1 ora',
          '4h': '4 ore',
          '1d': '1 giorno',
        },
        loading: 'Caricamento del grafico…',
        error: 'Impossibile caricare il grafico',
        empty: 'Ancora nessuno storico dei prezzi per questo intervallo',
        emptyDetail:
          'Le candele appariranno qui man mano che il flusso di dati di mercato registra i prezzi.',
      },
      source:
        'I prezzi provengono dal flusso di dati di mercato della piattaforma. Ogni esecuzione, regolamento e valutazione utilizza un prezzo registrato.',
      trade: {
        title: 'Il trading sarà presto disponibile',
        body: 'Qui potrà inserire ordini di acquisto (long) e di vendita (short) su {{code}}, con stop loss e take profit.',
        risk: 'Il trading con leva comporta un rischio elevato di perdere denaro rapidamente. Può perdere tutto il margine versato: operi solo con denaro che può permettersi di perdere.',
      },
    },
  },
};
