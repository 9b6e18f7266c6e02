import type { UiReferralsMessages } from '../groups.js';

/** Vietnamese UI strings, group 'referrals'; see ../en/referrals.ts for the source texts. */
export const uiViReferrals: UiReferralsMessages = {
  referrals: {
    title: 'Mời bạn bè',
    description: 'Chia sẻ mã của Quý khách, theo dõi hoa hồng và xem các cấp VIP.',
    loading: 'Đang tải thông tin lời mời…',
    failed: 'Không thể tải thông tin lời mời.',
    guest: {
      title: 'Đăng nhập để mời bạn bè',
      detail:
        'Mã giới thiệu, đường liên kết mời và hoa hồng của Quý khách sẽ hiển thị sau khi đăng nhập. Các cấp VIP ở bên dưới.',
    },
    share: {
      title: 'Lời mời của Quý khách',
      code: 'Mã giới thiệu',
      link: 'Đường liên kết mời',
      copyCode: 'Sao chép mã',
      copyLink: 'Sao chép liên kết',
      codeCopied: 'Đã sao chép mã',
      linkCopied: 'Đã sao chép liên kết',
      qr: 'Mã QR của đường liên kết mời',
      qrHint: 'Bạn bè có thể quét mã để mở trang đăng ký có sẵn mã của Quý khách.',
      earn: 'Khi bạn bè được Quý khách mời giao dịch bằng tài khoản thực, Quý khách nhận {{share}}% phí giao dịch họ trả, được cộng ngay vào số dư tài khoản thực. Giao dịch demo không mang lại hoa hồng.',
    },
    totals: {
      title: 'Kết quả giới thiệu',
      friends: 'Bạn bè đã mời',
      commission: 'Hoa hồng đã nhận',
    },
    chart: {
      title: 'Hoa hồng theo ngày',
      caption: '30 ngày gần nhất (UTC): {{total}}',
      export: 'Xuất CSV',
      exported: 'Đã xuất hoa hồng của Quý khách.',
      exportFailed: 'Không thể xuất hoa hồng',
      empty: 'Không có hoa hồng trong 30 ngày gần nhất',
      emptyDetail:
        'Khi bạn bè được Quý khách mời giao dịch bằng tài khoản thực, hoa hồng mỗi ngày sẽ hiển thị tại đây.',
      label:
        'Biểu đồ cột hoa hồng mỗi ngày trong 30 ngày gần nhất; ngày cao nhất là {{day}} với {{amount}}.',
      tableLabel: 'Hoa hồng mỗi ngày',
      day: 'Ngày',
      amount: 'Hoa hồng',
      peak: 'Cao nhất: {{amount}}',
    },
    friends: {
      title: 'Bạn bè đã mời',
      joined: 'Ngày tham gia',
      traded: 'Đã giao dịch',
      notTraded: 'Chưa giao dịch',
      empty: 'Chưa mời bạn bè nào',
      emptyDetail:
        'Hãy chia sẻ đường liên kết hoặc mã: bạn bè đăng ký bằng đó sẽ hiển thị tại đây.',
      newest: 'Đang hiển thị {{shown}} người mới nhất trong số {{total}} bạn bè.',
    },
    levels: {
      title: 'Các cấp VIP',
      description:
        'Cấp của Quý khách dựa trên khối lượng giao dịch bằng tài khoản thực trong {{days}} ngày gần nhất (USDT: doanh số giao ngay cộng giá trị danh nghĩa của các vị thế ký quỹ đã mở). Cấp càng cao, phí Quý khách trả càng thấp và phần chia từ phí của bạn bè càng lớn.',
      loading: 'Đang tải các cấp…',
      failed: 'Không thể tải các cấp.',
      name: 'VIP {{level}}',
      yours: 'Của Quý khách',
      tableLabel: 'Các cấp VIP và mức phí',
      level: 'Cấp',
      volume: 'Khối lượng {{days}} ngày từ (USDT)',
      discount: 'Giảm phí',
      share: 'Tỷ lệ chia hoa hồng',
      spotMaker: 'Phí maker giao ngay',
      spotTaker: 'Phí taker giao ngay',
      margin: 'Phí hoa hồng ký quỹ',
      current: 'Cấp hiện tại',
      volumeNow: 'Khối lượng {{days}} ngày của Quý khách',
      progress: 'Tiến độ lên {{level}}',
      toNext: 'Giao dịch thêm {{amount}} trong {{days}} ngày để đạt {{level}}.',
      top: 'Quý khách đang ở cấp cao nhất.',
      guest: 'Đăng nhập để xem cấp của Quý khách và tiến độ lên cấp tiếp theo.',
    },
  },
};
