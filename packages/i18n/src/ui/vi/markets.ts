import type { UiMarketsMessages } from '../groups.js';

/** Vietnamese UI strings, group 'markets'; see en/markets.ts for the source texts. */
export const uiViMarkets: UiMarketsMessages = {
  home: {
    title: 'Meridian',
    tagline: 'Thị trường trực tuyến, giao dịch thông minh và khoản vay trong cùng một tài khoản.',
    health: {
      checking: 'Đang kiểm tra nền tảng…',
      ok: 'Trạng thái nền tảng: {{status}}',
      unreachable: 'Không thể kết nối tới nền tảng.',
    },
    marketList: {
      title: 'Thị trường',
      viewAll: 'Tất cả thị trường',
    },
    noticeBar: 'Thông báo và tin tức',
    stats: {
      label: 'Meridian qua những con số',
      volume: 'Khối lượng giao dịch 24h',
      instruments: 'Sản phẩm niêm yết',
      users: 'Người dùng đã đăng ký',
      volumeValue: '{{value}} USDT',
      million: '{{value}} triệu',
      billion: '{{value}} tỷ',
      live: 'Số liệu trực tuyến do nền tảng thống kê.',
      unavailable: 'Số liệu trực tuyến hiện không khả dụng.',
    },
    blocks: {
      label: 'Vì sao chọn Meridian',
      lowFee: {
        title: 'Phí thấp nhất',
        body: 'Mọi khoản phí đều được hiển thị trước khi Quý khách xác nhận lệnh.',
        claim: 'Phí giao dịch chỉ từ {{fee}}%, dưới 0,3%.',
        noClaim: 'Phí giao dịch chỉ từ {{fee}}%.',
      },
      smartTrading: {
        title: 'Giao dịch thông minh',
        body: 'Các gói tự động giao dịch thay Quý khách, với kết quả trong quá khứ được hiển thị đúng như thực tế.',
      },
      loans: {
        title: 'Vay không cần tài sản đảm bảo',
        body: 'Vay dựa trên mức tín dụng đã được xác minh của Quý khách, với lãi suất theo ngày được công bố từ trước.',
      },
      nft: {
        title: 'NFT từ thiện',
        body: 'Toàn bộ tiền bán mỗi NFT đều được dành cho một tổ chức từ thiện vì trẻ em.',
      },
    },
  },
  markets: {
    market: {
      title: 'Thị trường',
      description:
        'Tiền mã hóa, ngoại hối, cổ phiếu, ETF và hợp đồng tương lai với giá trực tuyến, biểu đồ và xác nhận lệnh.',
    },
    list: {
      tabsLabel: 'Loại thị trường',
      tabs: {
        watchlist: 'Danh sách theo dõi',
        crypto: 'Tiền mã hóa',
        forex: 'Ngoại hối',
        stock: 'Cổ phiếu',
        etf: 'ETF và kim loại',
        futures: 'Hợp đồng tương lai',
      },
      rowsLabel: 'Thị trường {{tab}}',
      search: 'Tìm theo tên hoặc mã',
      columns: {
        name: 'Tên',
        trend: 'Xu hướng',
        price: 'Giá',
        change: 'Biến động 24h',
      },
      change: 'Biến động 24h',
      logoAlt: 'Logo của {{name}}',
      loading: 'Đang tải thị trường…',
      error: 'Không thể tải thị trường',
      nothingFoundDetail: 'Không có thị trường nào trong {{tab}} khớp với “{{query}}”.',
      emptyTab: 'Chưa có thị trường nào được niêm yết tại đây.',
      watchlistEmpty: 'Danh sách theo dõi của Quý khách đang trống',
      watchlistEmptyDetail:
        'Chạm vào biểu tượng ngôi sao bên cạnh một thị trường để theo dõi thị trường đó tại đây.',
      showAll: 'Hiển thị tất cả {{count}} thị trường',
      showFewer: 'Thu gọn',
      source: 'Giá được lấy từ nguồn dữ liệu thị trường của nền tảng.',
    },
    live: {
      open: 'Giá trực tuyến',
      connecting: 'Đang kết nối giá trực tuyến…',
      closed: 'Giá trực tuyến tạm dừng, đang kết nối lại…',
    },
    watchlist: {
      watch: 'Theo dõi {{name}}',
      add: 'Thêm vào danh sách theo dõi',
      remove: 'Xóa khỏi danh sách theo dõi',
      failed: 'Không thể cập nhật danh sách theo dõi của Quý khách. Vui lòng thử lại.',
    },
    currency: {
      title: 'Sản phẩm',
      description: 'Biểu đồ giá, thống kê 24 giờ và đặt lệnh cho một sản phẩm.',
      noCode: 'Chưa chọn sản phẩm',
      noCodeDetail: 'Vui lòng mở một sản phẩm từ danh sách thị trường.',
      browse: 'Xem các thị trường',
      back: 'Tất cả thị trường',
      error: 'Không thể tải sản phẩm này',
      lastPrice: 'Giá gần nhất',
      change: 'Biến động 24h',
      stats: {
        label: 'Thống kê 24 giờ',
        high: 'Cao nhất 24h',
        low: 'Thấp nhất 24h',
        volume: 'Khối lượng 24h',
        tickSize: 'Bước giá',
        lotSize: 'Kích thước lô',
      },
      status: {
        open: 'Đang mở giao dịch',
        closed: 'Hiện không thể giao dịch',
        closedDetail:
          'Thị trường này đang ngoài phiên giao dịch. Giá và lệnh sẽ tiếp tục khi thị trường mở cửa.',
      },
      chart: {
        title: 'Biểu đồ giá',
        label: 'Biểu đồ nến của {{code}}, nến {{interval}}',
        intervals: 'Khung thời gian biểu đồ',
        interval: {
          '1m': '1m',
          '5m': '5m',
          '15m': '15m',
          '1h': '1h',
          '4h': '4h',
          '1d': '1D',
        },
        intervalLong: {
          '1m': '1 phút',
          '5m': '5 phút',
          '15m': '15 phút',
          '1h': '1 giờ',
          '4h': '4 giờ',
          '1d': '1 ngày',
        },
        loading: 'Đang tải biểu đồ…',
        error: 'Không thể tải biểu đồ',
        empty: 'Chưa có lịch sử giá cho khung thời gian này',
        emptyDetail: 'Các cây nến sẽ xuất hiện tại đây khi nguồn dữ liệu thị trường ghi nhận giá.',
      },
      source:
        'Giá được lấy từ nguồn dữ liệu thị trường của nền tảng. Mọi lệnh khớp, thanh toán và định giá đều sử dụng mức giá đã được ghi nhận.',
      trade: {
        title: 'Giao dịch sắp mở',
        body: 'Quý khách sẽ có thể đặt lệnh mua hoặc mở vị thế mua (long) và lệnh bán hoặc mở vị thế bán (short) cho {{code}} tại đây, kèm cắt lỗ và chốt lời.',
        risk: 'Giao dịch đòn bẩy có rủi ro cao khiến Quý khách mất tiền nhanh chóng. Quý khách có thể mất toàn bộ số tiền ký quỹ đã nộp: chỉ nên giao dịch bằng số tiền mình có thể chấp nhận mất.',
      },
    },
  },
};
