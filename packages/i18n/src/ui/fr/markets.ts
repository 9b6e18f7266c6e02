import type { UiMarketsMessages } from '../groups.js';

/** French UI strings, group 'markets'; see ../en/markets.ts for the source texts. */
export const uiFrMarkets: UiMarketsMessages = {
  home: {
    title: 'Meridian',
    tagline: 'Marchés en direct, trading intelligent et prêts dans un seul compte.',
    health: {
      checking: 'Vérification de la plateforme…',
      ok: 'État de la plateforme : {{status}}',
      unreachable: 'La plateforme est injoignable.',
    },
    marketList: {
      title: 'Marchés',
      viewAll: 'Tous les marchés',
    },
    noticeBar: 'Avis et annonces',
    stats: {
      label: 'Meridian en chiffres',
      volume: 'Volume des échanges sur 24 h',
      instruments: 'Instruments cotés',
      users: 'Utilisateurs inscrits',
      volumeValue: '{{value}} USDT',
      million: '{{value}} M',
      billion: '{{value}} B',
      live: 'Chiffres en direct, comptabilisés par la plateforme.',
      unavailable: 'Les chiffres en direct ne sont pas disponibles pour le moment.',
    },
    blocks: {
      label: 'Pourquoi Meridian',
      lowFee: {
        title: 'Des frais parmi les plus bas',
        body: 'Tous les frais sont affichés avant que vous ne confirmiez un ordre.',
        claim: 'Frais de trading à partir de {{fee}} %, moins de 0,3 %.',
        noClaim: 'Frais de trading à partir de {{fee}} %.',
      },
      smartTrading: {
        title: 'Trading intelligent',
        body: 'Des plans automatisés qui tradent pour vous, avec leurs performances passées présentées telles quelles.',
      },
      loans: {
        title: 'Prêts sans garantie',
        body: 'Empruntez sur la base de votre solvabilité vérifiée, avec des taux journaliers affichés dès le départ.',
      },
      nft: {
        title: 'NFT caritatifs',
        body: "Le produit de chaque vente de NFT est reversé à une association caritative pour l'enfance.",
      },
    },
  },
  markets: {
    market: {
      title: 'Marchés',
      description:
        'Cryptomonnaies, devises, actions, ETF et contrats à terme, avec prix en direct, graphiques et confirmation des ordres.',
    },
    list: {
      tabsLabel: 'Types de marchés',
      tabs: {
        watchlist: 'Liste de suivi',
        crypto: 'Cryptos',
        forex: 'Devises',
        stock: 'Actions',
        etf: 'ETF et métaux',
        futures: 'Contrats à terme',
      },
      rowsLabel: 'Marchés : {{tab}}',
      search: 'Rechercher par nom ou par code',
      columns: {
        name: 'Nom',
        trend: 'Tendance',
        price: 'Prix',
        change: 'Variation 24 h',
      },
      change: 'Variation 24 h',
      logoAlt: 'Logo de {{name}}',
      loading: 'Chargement des marchés…',
      error: "Les marchés n'ont pas pu être chargés",
      nothingFoundDetail: 'Aucun marché de la catégorie {{tab}} ne correspond à « {{query}} ».',
      emptyTab: "Aucun marché n'est encore coté ici.",
      watchlistEmpty: 'Votre liste de suivi est vide',
      watchlistEmptyDetail: "Touchez l'étoile à côté d'un marché pour le suivre ici.",
      showAll: 'Afficher les {{count}} marchés',
      showFewer: 'Afficher moins',
      source: 'Les prix proviennent du flux de données de marché de la plateforme.',
    },
    live: {
      open: 'Prix en direct',
      connecting: 'Connexion aux prix en direct…',
      closed: 'Prix en direct en pause, reconnexion en cours…',
    },
    watchlist: {
      watch: 'Suivre {{name}}',
      add: 'Ajouter à la liste de suivi',
      remove: 'Retirer de la liste de suivi',
      failed: "Votre liste de suivi n'a pas pu être mise à jour. Veuillez réessayer.",
    },
    currency: {
      title: 'Instrument financier',
      description:
        "Graphique des prix, statistiques sur 24 heures et passage d'ordres pour un instrument.",
      noCode: 'Aucun instrument sélectionné',
      noCodeDetail: 'Ouvrez un instrument depuis la liste des marchés.',
      browse: 'Parcourir les marchés',
      back: 'Tous les marchés',
      error: "Cet instrument n'a pas pu être chargé",
      lastPrice: 'Dernier prix',
      change: 'Variation 24 h',
      stats: {
        label: 'Statistiques sur 24 heures',
        high: 'Plus haut 24 h',
        low: 'Plus bas 24 h',
        volume: 'Volume 24 h',
        tickSize: 'Pas de cotation',
        lotSize: 'Taille du lot',
      },
      status: {
        open: 'Ouvert à la négociation',
        closed: 'Négociation indisponible pour le moment',
        closedDetail:
          'Ce marché est en dehors de sa séance de négociation. Les prix et les ordres reprendront à son ouverture.',
      },
      chart: {
        title: 'Graphique des prix',
        label: 'Graphique en chandeliers de {{code}}, intervalle : {{interval}}',
        intervals: 'Intervalle du graphique',
        interval: {
          '1m': '1m',
          '5m': '5m',
          '15m': '15m',
          '1h': '1h',
          '4h': '4h',
          '1d': '1D',
        },
        intervalLong: {
          '1m': 'Une minute',
          '5m': 'Cinq minutes',
          '15m': 'Quinze minutes',
          '1h': 'Une heure',
          '4h': 'Quatre heures',
          '1d': 'Un jour',
        },
        loading: 'Chargement du graphique…',
        error: "Le graphique n'a pas pu être chargé",
        empty: "Pas encore d'historique des prix pour cet intervalle",
        emptyDetail:
          'Les bougies apparaissent ici à mesure que le flux de données de marché enregistre les prix.',
      },
      source:
        'Les prix proviennent du flux de données de marché de la plateforme. Chaque exécution, règlement et valorisation repose sur un prix enregistré.',
      trade: {
        title: 'Le trading ouvre bientôt',
        body: "Vous pourrez passer ici des ordres d'achat (long) et de vente (short) sur {{code}}, avec stop loss et take profit.",
        risk: "Le trading avec effet de levier comporte un risque élevé de perdre rapidement de l'argent. Vous pouvez perdre la totalité de la marge engagée : ne tradez qu'avec de l'argent que vous pouvez vous permettre de perdre.",
      },
    },
  },
};
