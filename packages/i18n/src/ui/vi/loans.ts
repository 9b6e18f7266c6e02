import type { UiLoansMessages } from '../groups.js';

/** Vietnamese UI strings, group 'loans'; see ../en/loans.ts for the source texts. */
export const uiViLoans: UiLoansMessages = {
  loanQuote: {
    form: {
      label: 'Số tiền vay và kỳ hạn',
      amount: 'Số tiền vay (USDT)',
      amountHint: 'Từ {{min}} đến hạn mức {{limit}} của Quý khách.',
      term: 'Kỳ hạn',
      days_one: '{{count}} ngày',
      days_other: '{{count}} ngày',
      enterAmount: 'Nhập số tiền để xem chi phí của khoản vay.',
      invalidAmount: 'Vui lòng nhập số tiền hợp lệ: lớn hơn 0, tối đa 6 chữ số thập phân.',
    },
    box: {
      title: 'Chi phí của khoản vay này',
      apr: 'Lãi suất năm thực tế (APR)',
      aprDetail: 'Toàn bộ chi phí quy đổi thành lãi suất năm, đã tính cả các ngày miễn lãi.',
      financeCharge: 'Tổng tiền lãi',
      financeChargeDetail:
        'Số tiền lãi Quý khách phải trả cho khoản vay nếu trả nợ đúng ngày đến hạn.',
      amountFinanced: 'Số tiền Quý khách nhận được',
      totalOfPayments: 'Tổng số tiền phải trả',
      dueDate: 'Ngày trả nợ',
      dueDateDetail:
        'Nếu được duyệt ngay bây giờ; kỳ hạn được tính từ ngày tiền về tài khoản của Quý khách.',
    },
    terms: {
      title: 'Lãi suất và điều khoản',
      dailyRate: 'Lãi suất theo ngày',
      nominalAnnualRate: 'Lãi suất theo ngày × 365',
      freeDays: 'Số ngày miễn lãi',
      chargedDays: 'Số ngày tính lãi',
      dailyInterest: 'Tiền lãi mỗi ngày tính lãi',
      overdueRate: 'Lãi suất quá hạn theo ngày',
      overdueInterest: 'Tiền lãi mỗi ngày quá hạn',
      overdueDetail:
        'Mỗi ngày sau ngày trả nợ được tính theo lãi suất quá hạn thay cho lãi suất theo ngày cho đến khi Quý khách trả nợ; khoản vay quá hạn sẽ làm giảm điểm tín dụng và tạm dừng việc vay mới.',
      early:
        'Nếu trả nợ trước hạn, Quý khách trả số tiền gốc và tiền lãi của số ngày trọn vẹn đã qua, không bao giờ nhiều hơn khi trả đúng hạn: trả nợ vào ngày thứ {{day}} sẽ tốn {{repayable}} (trong đó tiền lãi {{interest}}).',
    },
    schedule: {
      title: 'Lịch trả nợ',
      days: 'Ngày',
      perDay: 'Mỗi ngày',
      interest: 'Tiền lãi',
      range: 'Ngày {{from}}–{{to}}',
      free: 'Miễn lãi',
      repay: 'Trả nợ vào {{date}}',
    },
    standing: {
      title: 'Số tiền Quý khách có thể vay',
      creditPoints: 'Điểm tín dụng',
      limit: 'Hạn mức hiện tại',
      limitDetail:
        'Được xác định theo điểm tín dụng của Quý khách, trừ đi các khoản vay đang xét duyệt hoặc chưa trả.',
      ok: 'Quý khách có thể đăng ký khoản vay này.',
      demo: 'Dịch vụ vay chỉ dành cho tài khoản thực. Vui lòng chuyển sang tài khoản thực để vay.',
      kyc: 'Để vay, Quý khách cần xác minh danh tính. Trạng thái hiện tại: {{status}}.',
      kycLink: 'Đến trang xác minh danh tính',
      overdue: 'Quý khách có một khoản vay quá hạn. Vui lòng trả khoản vay đó trước khi vay tiếp.',
      amount: 'Số tiền vay tối thiểu là {{min}}.',
      limitExceeded: 'Số tiền này vượt quá hạn mức {{limit}} của Quý khách.',
    },
    kycStatus: {
      unverified: 'chưa xác minh',
      under_review: 'đang xét duyệt',
      verified: 'đã xác minh',
      failed: 'không được chấp nhận — Quý khách có thể gửi lại',
    },
    risk: 'Khoản vay phải được hoàn trả cùng tiền lãi, bất kể kết quả sử dụng số tiền vay ra sao. Nếu không trả đúng hạn, mỗi ngày tiếp theo sẽ bị tính theo lãi suất quá hạn và điểm tín dụng của Quý khách sẽ giảm. Chỉ vay số tiền Quý khách có khả năng trả.',
    applySoon:
      'Chức năng đăng ký, ký hợp đồng và xét duyệt sẽ ra mắt trong phiên bản sắp tới; các số liệu trên chính là nội dung sẽ ghi trong hợp đồng.',
    guest: 'Đăng nhập để xem chi phí của khoản vay và số tiền Quý khách có thể vay.',
    guestLogin: 'Đăng nhập để vay',
    loading: 'Đang tính chi phí…',
    failed: 'Không thể tính chi phí. Vui lòng thử lại.',
  },
};
