import type { UiMarketsMessages } from '../groups.js';

/** Japanese UI strings, group 'markets'; see ../en/markets.ts for the source texts. */
export const uiJaMarkets: UiMarketsMessages = {
  home: {
    title: 'Meridian',
    tagline: 'リアルタイムの相場、スマートトレード、ローンをひとつのアカウントで。',
    health: {
      checking: 'プラットフォームの状態を確認しています…',
      ok: 'プラットフォームの状態：{{status}}',
      unreachable: 'プラットフォームに接続できません。',
    },
    marketList: {
      title: 'マーケット',
      viewAll: 'すべてのマーケット',
    },
    noticeBar: 'お知らせ・ご案内',
    stats: {
      label: '数字で見るMeridian',
      volume: '24時間取引高',
      instruments: '上場銘柄数',
      users: '登録ユーザー数',
      volumeValue: '{{value}} USDT',
      million: '{{value}} M',
      billion: '{{value}} B',
      live: 'プラットフォームが集計したリアルタイムの数値です。',
      unavailable: '現在、リアルタイムの数値を表示できません。',
    },
    blocks: {
      label: 'Meridianが選ばれる理由',
      lowFee: {
        title: '業界最低水準の手数料',
        body: 'すべての手数料は、注文を確定する前に表示されます。',
        claim: '取引手数料は{{fee}}%から、0.3%未満です。',
        noClaim: '取引手数料は{{fee}}%からです。',
      },
      smartTrading: {
        title: 'スマートトレード',
        body: 'お客様に代わって取引する自動売買プラン。過去の実績はありのままに表示します。',
      },
      loans: {
        title: '無担保ローン',
        body: '確認済みの信用力に基づいて借入ができ、日利は事前に表示されます。',
      },
      nft: {
        title: 'チャリティーNFT',
        body: 'NFTの売上はすべて、子どもたちを支援する慈善団体に寄付されます。',
      },
    },
  },
  markets: {
    market: {
      title: 'マーケット',
      description:
        '暗号資産、FX、株式、ETF、先物を、リアルタイム価格、チャート、注文確認とともにご利用いただけます。',
    },
    list: {
      tabsLabel: 'マーケットの種類',
      tabs: {
        watchlist: 'ウォッチリスト',
        crypto: '暗号資産',
        forex: 'FX',
        stock: '株式',
        etf: 'ETF・貴金属',
        futures: '先物',
      },
      rowsLabel: '{{tab}}のマーケット',
      search: '銘柄名またはコードで検索',
      columns: {
        name: '銘柄名',
        trend: 'トレンド',
        price: '価格',
        change: '24時間変動率',
      },
      change: '24時間変動率',
      logoAlt: '{{name}}のロゴ',
      loading: 'マーケットを読み込み中…',
      error: 'マーケットを読み込めませんでした',
      nothingFoundDetail: '{{tab}}に「{{query}}」に一致するマーケットはありません。',
      emptyTab: 'ここにはまだマーケットが上場されていません。',
      watchlistEmpty: 'ウォッチリストは空です',
      watchlistEmptyDetail: 'マーケットの横にある星をタップすると、ここでフォローできます。',
      showAll: 'すべてのマーケット（{{count}}件）を表示',
      showFewer: '表示を減らす',
      source: '価格はプラットフォームのマーケットデータフィードから取得しています。',
    },
    live: {
      open: 'リアルタイム価格',
      connecting: 'リアルタイム価格に接続しています…',
      closed: 'リアルタイム価格を一時停止中です。再接続しています…',
    },
    watchlist: {
      watch: '{{name}}をウォッチ',
      add: 'ウォッチリストに追加',
      remove: 'ウォッチリストから削除',
      failed: 'ウォッチリストを更新できませんでした。もう一度お試しください。',
    },
    currency: {
      title: '銘柄',
      description: '銘柄ごとの価格チャート、24時間の統計、注文画面です。',
      noCode: '銘柄が選択されていません',
      noCodeDetail: 'マーケット一覧から銘柄を開いてください。',
      browse: 'マーケットを見る',
      back: 'すべてのマーケット',
      error: 'この銘柄を読み込めませんでした',
      lastPrice: '最終価格',
      change: '24時間変動率',
      stats: {
        label: '24時間の統計',
        high: '24時間高値',
        low: '24時間安値',
        volume: '24時間出来高',
        tickSize: 'ティックサイズ',
        lotSize: 'ロットサイズ',
      },
      status: {
        open: '取引可能',
        closed: '現在は取引できません',
        closedDetail:
          'このマーケットは取引時間外です。取引が始まると、価格の更新と注文の受付が再開されます。',
      },
      chart: {
        title: '価格チャート',
        label: '{{code}}のローソク足チャート（{{interval}}足）',
        intervals: 'チャートの時間足',
        interval: {
          '1m': '1m',
          '5m': '5m',
          '15m': '15m',
          '1h': '1h',
          '4h': '4h',
          '1d': '1D',
        },
        intervalLong: {
          '1m': '1分',
          '5m': '5分',
          '15m': '15分',
          '1h': '1時間',
          '4h': '4時間',
          '1d': '1日',
        },
        loading: 'チャートを読み込み中…',
        error: 'チャートを読み込めませんでした',
        empty: 'この時間足の価格履歴はまだありません',
        emptyDetail: 'マーケットデータフィードが価格を記録すると、ここにローソク足が表示されます。',
      },
      source:
        '価格はプラットフォームのマーケットデータフィードから取得しています。約定、決済、評価にはすべて記録された価格を使用します。',
      trade: {
        title: '取引は近日開始予定です',
        body: '{{code}}の買い（ロング）と売り（ショート）の注文を、損切りと利益確定の設定とあわせて、ここから発注できるようになります。',
        risk: 'レバレッジ取引には、短期間で資金を失う高いリスクがあります。差し入れた証拠金をすべて失う可能性があります。失っても問題のない資金でのみお取引ください。',
      },
    },
  },
};
