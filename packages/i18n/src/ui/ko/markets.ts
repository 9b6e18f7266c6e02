import type { UiMarketsMessages } from '../groups.js';

/** Korean UI strings, group 'markets'; see ../en/markets.ts for the source texts. */
export const uiKoMarkets: UiMarketsMessages = {
  home: {
    title: 'Meridian',
    tagline: '실시간 시세, 스마트 트레이딩, 대출을 하나의 계정으로.',
    health: {
      checking: '플랫폼 상태를 확인하는 중…',
      ok: '플랫폼 상태: {{status}}',
      unreachable: '플랫폼에 연결할 수 없습니다.',
    },
    marketList: {
      title: '마켓',
      viewAll: '전체 마켓',
    },
    noticeBar: '공지사항 및 안내',
    stats: {
      label: '숫자로 보는 Meridian',
      volume: '24시간 거래대금',
      instruments: '상장 종목 수',
      users: '가입 회원 수',
      volumeValue: '{{value}} USDT',
      million: '{{value}} M',
      billion: '{{value}} B',
      live: '플랫폼이 집계한 실시간 수치입니다.',
      unavailable: '현재 실시간 수치를 확인할 수 없습니다.',
    },
    blocks: {
      label: 'Meridian을 선택해야 하는 이유',
      lowFee: {
        title: '최저 수준의 수수료',
        body: '모든 수수료는 주문을 확정하기 전에 표시됩니다.',
        claim: '거래 수수료는 최저 {{fee}}%로, 0.3% 미만입니다.',
        noClaim: '거래 수수료는 최저 {{fee}}%입니다.',
      },
      smartTrading: {
        title: '스마트 트레이딩',
        body: '고객님을 대신해 거래하는 자동 플랜으로, 과거 실적을 있는 그대로 보여 드립니다.',
      },
      loans: {
        title: '무담보 대출',
        body: '인증된 신용을 바탕으로 대출을 받을 수 있으며, 일 이자율을 미리 안내해 드립니다.',
      },
      nft: {
        title: '자선 NFT',
        body: 'NFT 판매 수익금은 모두 아동 자선 단체에 기부됩니다.',
      },
    },
  },
  markets: {
    market: {
      title: '마켓',
      description:
        '암호화폐, 외환, 주식, ETF, 선물을 실시간 시세, 차트, 주문 확인 기능과 함께 제공합니다.',
    },
    list: {
      tabsLabel: '마켓 유형',
      tabs: {
        watchlist: '관심 목록',
        crypto: '암호화폐',
        forex: '외환',
        stock: '주식',
        etf: 'ETF 및 귀금속',
        futures: '선물',
      },
      rowsLabel: '{{tab}} 마켓',
      search: '종목명 또는 코드로 검색',
      columns: {
        name: '종목명',
        trend: '추이',
        price: '가격',
        change: '24시간 변동률',
      },
      change: '24시간 변동률',
      logoAlt: '{{name}} 로고',
      loading: '마켓을 불러오는 중…',
      error: '마켓을 불러올 수 없습니다',
      nothingFoundDetail: '{{tab}}에 “{{query}}” 검색어와 일치하는 마켓이 없습니다.',
      emptyTab: '아직 이곳에 상장된 마켓이 없습니다.',
      watchlistEmpty: '관심 목록이 비어 있습니다',
      watchlistEmptyDetail: '마켓 옆의 별표를 탭하면 이곳에서 확인하실 수 있습니다.',
      showAll: '마켓 {{count}}개 모두 보기',
      showFewer: '간략히 보기',
      source: '시세는 플랫폼의 시장 데이터 피드에서 제공됩니다.',
    },
    live: {
      open: '실시간 시세',
      connecting: '실시간 시세에 연결하는 중…',
      closed: '실시간 시세가 일시 중지되었습니다. 다시 연결하는 중…',
    },
    watchlist: {
      watch: '{{name}} 관심 등록',
      add: '관심 목록에 추가',
      remove: '관심 목록에서 삭제',
      failed: '관심 목록을 업데이트하지 못했습니다. 다시 시도해 주십시오.',
    },
    currency: {
      title: '종목',
      description: '종목별 가격 차트, 24시간 통계 및 주문 화면입니다.',
      noCode: '선택된 종목이 없습니다',
      noCodeDetail: '마켓 목록에서 종목을 선택해 주십시오.',
      browse: '마켓 둘러보기',
      back: '전체 마켓',
      error: '이 종목을 불러올 수 없습니다',
      lastPrice: '현재가',
      change: '24시간 변동률',
      stats: {
        label: '24시간 통계',
        high: '24시간 고가',
        low: '24시간 저가',
        volume: '24시간 거래량',
        tickSize: '호가 단위',
        lotSize: '로트 크기',
      },
      status: {
        open: '거래 가능',
        closed: '현재 거래 불가',
        closedDetail:
          '이 마켓은 현재 거래 시간이 아닙니다. 거래가 시작되면 시세와 주문이 재개됩니다.',
      },
      chart: {
        title: '가격 차트',
        label: '{{code}} 캔들 차트, {{interval}} 봉',
        intervals: '차트 주기',
        interval: {
          '1m': '1m',
          '5m': '5m',
          '15m': '15m',
          '1h': '1h',
          '4h': '4h',
          '1d': '1D',
        },
        intervalLong: {
          '1m': '1분',
          '5m': '5분',
          '15m': '15분',
          '1h': '1시간',
          '4h': '4시간',
          '1d': '1일',
        },
        loading: '차트를 불러오는 중…',
        error: '차트를 불러올 수 없습니다',
        empty: '이 주기의 가격 기록이 아직 없습니다',
        emptyDetail: '시장 데이터 피드에 가격이 기록되면 이곳에 캔들이 표시됩니다.',
      },
      source:
        '시세는 플랫폼의 시장 데이터 피드에서 제공됩니다. 모든 체결, 정산, 평가에는 기록된 가격이 사용됩니다.',
      trade: {
        title: '거래 서비스가 곧 오픈됩니다',
        body: '이곳에서 {{code}} 매수(롱) 및 매도(숏) 주문을 손절·익절 설정과 함께 하실 수 있게 됩니다.',
        risk: '레버리지 거래는 단기간에 자금을 잃을 위험이 높습니다. 투입한 증거금 전액을 잃을 수 있으므로, 잃어도 감당할 수 있는 자금으로만 거래하십시오.',
      },
    },
  },
};
