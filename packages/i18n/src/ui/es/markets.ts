import type { UiMarketsMessages } from '../groups.js';

/** Spanish UI strings, group 'markets'; see en/markets.ts for the source texts. */
export const uiEsMarkets: UiMarketsMessages = {
  home: {
    title: 'Meridian',
    tagline: 'Mercados en tiempo real, trading inteligente y préstamos en una sola cuenta.',
    health: {
      checking: 'Comprobando la plataforma…',
      ok: 'Estado de la plataforma: {{status}}',
      unreachable: 'No se puede acceder a la plataforma.',
    },
    marketList: {
      title: 'Mercados',
      viewAll: 'Todos los mercados',
    },
    noticeBar: 'Avisos y comunicados',
    stats: {
      label: 'Meridian en cifras',
      volume: 'Volumen de negociación en 24 h',
      instruments: 'Instrumentos cotizados',
      users: 'Usuarios registrados',
      volumeValue: '{{value}} USDT',
      million: '{{value}} M',
      billion: '{{value}} mil M',
      live: 'Cifras en tiempo real, calculadas por la plataforma.',
      unavailable: 'Las cifras en tiempo real no están disponibles en este momento.',
    },
    blocks: {
      label: 'Por qué elegir Meridian',
      lowFee: {
        title: 'Las comisiones más bajas',
        body: 'Todas las comisiones se muestran antes de que confirme una orden.',
        claim: 'Comisiones de trading desde el {{fee}} %, por debajo del 0,3 %.',
        noClaim: 'Comisiones de trading desde el {{fee}} %.',
      },
      smartTrading: {
        title: 'Trading inteligente',
        body: 'Planes automatizados que operan por usted, con su rendimiento pasado mostrado tal como fue.',
      },
      loans: {
        title: 'Préstamos sin garantía',
        body: 'Pida prestado en función de su solvencia verificada, con los tipos de interés diarios indicados de antemano.',
      },
      nft: {
        title: 'NFT benéficos',
        body: 'Cada venta de NFT se destina a una organización benéfica infantil.',
      },
    },
  },
  markets: {
    market: {
      title: 'Mercados',
      description:
        'Criptomonedas, divisas, acciones, ETF y futuros con precios en tiempo real, gráficos y confirmación de órdenes.',
    },
    list: {
      tabsLabel: 'Tipos de mercado',
      tabs: {
        watchlist: 'Lista de seguimiento',
        crypto: 'Cripto',
        forex: 'Divisas',
        stock: 'Acciones',
        etf: 'ETF y metales',
        futures: 'Futuros',
      },
      rowsLabel: 'Mercados de {{tab}}',
      search: 'Buscar por nombre o código',
      columns: {
        name: 'Nombre',
        trend: 'Tendencia',
        price: 'Precio',
        change: 'Variación 24 h',
      },
      change: 'Variación 24 h',
      logoAlt: 'Logotipo de {{name}}',
      loading: 'Cargando los mercados…',
      error: 'No se han podido cargar los mercados',
      nothingFoundDetail: 'Ningún mercado de {{tab}} coincide con «{{query}}».',
      emptyTab: 'Todavía no hay mercados en esta sección.',
      watchlistEmpty: 'Su lista de seguimiento está vacía',
      watchlistEmptyDetail: 'Toque la estrella junto a un mercado para seguirlo aquí.',
      showAll: 'Mostrar los {{count}} mercados',
      showFewer: 'Mostrar menos',
      source: 'Los precios proceden del servicio de datos de mercado de la plataforma.',
    },
    live: {
      open: 'Precios en tiempo real',
      connecting: 'Conectando con los precios en tiempo real…',
      closed: 'Precios en tiempo real en pausa; reconectando…',
    },
    watchlist: {
      watch: 'Seguir {{name}}',
      add: 'Añadir a la lista de seguimiento',
      remove: 'Quitar de la lista de seguimiento',
      failed: 'No se ha podido actualizar su lista de seguimiento. Inténtelo de nuevo.',
    },
    currency: {
      title: 'Instrumento',
      description: 'Gráfico de precios, estadísticas de 24 horas y órdenes de un instrumento.',
      noCode: 'No se ha elegido ningún instrumento',
      noCodeDetail: 'Abra un instrumento desde la lista de mercados.',
      browse: 'Explorar los mercados',
      back: 'Todos los mercados',
      error: 'No se ha podido cargar este instrumento',
      lastPrice: 'Último precio',
      change: 'Variación 24 h',
      stats: {
        label: 'Estadísticas de 24 horas',
        high: 'Máximo 24 h',
        low: 'Mínimo 24 h',
        volume: 'Volumen 24 h',
        tickSize: 'Tamaño del tick',
        lotSize: 'Tamaño del lote',
      },
      status: {
        open: 'Abierto para operar',
        closed: 'No disponible para operar en este momento',
        closedDetail:
          'Este mercado está fuera de su sesión de negociación. Los precios y las órdenes se reanudarán cuando abra.',
      },
      chart: {
        title: 'Gráfico de precios',
        label: 'Gráfico de velas de {{code}}, velas de {{interval}}',
        intervals: 'Intervalo del gráfico',
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
          '5m': '5 minutos',
          '15m': '15 minutos',
          '1h': '1 hora',
          '4h': '4 horas',
          '1d': '1 día',
        },
        loading: 'Cargando el gráfico…',
        error: 'No se ha podido cargar el gráfico',
        empty: 'Todavía no hay historial de precios para este intervalo',
        emptyDetail:
          'Las velas aparecerán aquí a medida que el servicio de datos de mercado registre los precios.',
      },
      source:
        'Los precios proceden del servicio de datos de mercado de la plataforma. Todas las ejecuciones, liquidaciones y valoraciones utilizan un precio registrado.',
      trade: {
        title: 'Las operaciones estarán disponibles próximamente',
        body: 'Aquí podrá colocar órdenes de compra o en largo y de venta o en corto para {{code}}, con stop loss y take profit.',
        risk: 'El trading apalancado conlleva un alto riesgo de perder dinero rápidamente. Puede perder todo el margen que aporte: opere únicamente con dinero que pueda permitirse perder.',
      },
    },
  },
};
