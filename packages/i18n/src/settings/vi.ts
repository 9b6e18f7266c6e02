import type { SettingTexts } from './en.js';

export const settingTextsVi: SettingTexts = {
  descriptions: {
    demoGrant: 'Số USDT nạp vào tài khoản demo của người dùng mới khi đăng ký.',
    codeValidity: 'Số phút mã xác minh gửi qua e-mail hoặc SMS còn hiệu lực.',
    codeResend: 'Số giây trước khi có thể gửi mã xác minh khác đến cùng địa chỉ.',
    codeMaxAttempts: 'Số lần nhập sai mà một mã xác minh cho phép trước khi bị hủy.',
    sessionDays: 'Số ngày một phiên đăng nhập của người dùng kéo dài.',
    loginFreeFailures:
      'Số lần đăng nhập thất bại từ một địa chỉ trước khi mỗi lần thử tiếp theo phải chờ.',
    loginDelayBase:
      'Thời gian chờ đầu tiên sau các lần thất bại miễn phí, tính bằng mili giây; tăng gấp đôi sau mỗi lần thất bại tiếp theo.',
    loginDelayMax:
      'Thời gian chờ dài nhất giữa các lần thử đăng nhập từ một địa chỉ, tính bằng mili giây.',
    loginFailureWindow:
      'Số phút sau lần thất bại đầu tiên mà số lần thất bại của một địa chỉ được xóa.',
    loginAccountFailures:
      'Số lần đăng nhập thất bại vào một tài khoản mỗi giờ (từ mọi địa chỉ) mà vượt quá thì mỗi địa chỉ bị chặn sau lần thất bại đầu tiên.',
    loginAttemptsPerIp: 'Số lần thử đăng nhập một địa chỉ được phép mỗi phút.',
    socketsPerAddress: 'Số kết nối trực tiếp một địa chỉ được giữ trên một tiến trình máy chủ.',
    socketsTotal: 'Tổng số kết nối trực tiếp một tiến trình máy chủ được giữ.',
    availabilityChecks:
      'Số lần kiểm tra tên người dùng và e-mail còn trống mà một địa chỉ được phép mỗi phút.',
    twoFactorChallenge: 'Số phút bước đăng nhập thứ hai (mã hai lớp) còn mở.',
    twoFactorAttempts: 'Số mã có thể thử trong một bước đăng nhập thứ hai.',
    twoFactorEnrolment:
      'Số phút để xác nhận ứng dụng xác thực mới trước khi phải thiết lập lại từ đầu.',
    codeSendsPerIp: 'Số mã xác minh một địa chỉ được yêu cầu mỗi giờ.',
    externalSignInPerIp: 'Số lần đăng nhập bằng Google và ví mà một địa chỉ được bắt đầu mỗi phút.',
    initialCreditPoints: 'Điểm tín dụng ban đầu của người dùng mới.',
    spotMakerFee: 'Phí maker giao ngay, tính bằng điểm cơ bản (1 bp = 0,01%).',
    spotTakerFee: 'Phí taker giao ngay, tính bằng điểm cơ bản (1 bp = 0,01%).',
    marginCommission: 'Hoa hồng ký quỹ trên giá trị danh nghĩa khi mở lệnh, tính bằng điểm cơ bản.',
    exchangeSpread: 'Chênh lệch áp dụng khi đổi tiền tệ, tính bằng điểm cơ bản.',
    withdrawalFee: 'Phí rút tiền tính bằng điểm cơ bản của số tiền (tối thiểu bằng phí tối thiểu).',
    stopOutLevel:
      'Mức ký quỹ (vốn ÷ ký quỹ đã dùng, %) mà dưới mức đó các vị thế bị đóng, lỗ lớn nhất trước.',
    minLots: 'Lệnh ký quỹ nhỏ nhất, tính bằng lot.',
    maxLots: 'Lệnh ký quỹ lớn nhất, tính bằng lot.',
    smartCommission:
      'Phí hoa hồng cho mỗi lần khớp của gói giao dịch thông minh, khi chạy thực và trong kiểm thử lịch sử, tính bằng điểm cơ bản của giá trị giao dịch.',
    smartSlippage:
      'Trượt giá ngoài chênh lệch, bất lợi cho gói giao dịch thông minh, ở mỗi lần khớp, khi chạy thực và trong kiểm thử lịch sử, tính bằng điểm cơ bản.',
    smartEnabled:
      'Bật (1) hoặc tắt (0) giao dịch thông minh. Khi tắt: không ai mua được gói (“Giao dịch thông minh chưa được kích hoạt”); các gói đang chạy tiếp tục đến hết chu kỳ.',
    lotStep: 'Bước giữa các khối lượng lệnh ký quỹ, tính bằng lot.',
    maxQuoteAge:
      'Giá cũ nhất, tính bằng mili giây, được dùng để giao dịch khi thị trường mở (cũ hơn nghĩa là nguồn giá bị gián đoạn).',
    optionTimeframes:
      'Thời hạn quyền chọn: giây:tỷ lệ trả %:mức cược tối thiểu:mức cược tối đa (USDT), cách nhau bằng dấu phẩy.',
    optionSettleTickAge:
      'Giá cũ nhất, tính bằng mili giây trước khi đáo hạn, mà quyền chọn được tất toán; nếu không sẽ bị hủy và hoàn tiền.',
    mmLevels: 'Số mức giá mà nhà tạo lập thị trường của sàn chào ở mỗi bên.',
    mmStep:
      'Khoảng cách từ mức đầu tiên của nhà tạo lập thị trường đến giá, và giữa các mức, tính bằng điểm cơ bản.',
    mmLevelUsdt: 'Giá trị USDT mà nhà tạo lập thị trường chào ở mỗi mức.',
    mmRequoteBp:
      'Biến động giá, tính bằng điểm cơ bản, sau đó nhà tạo lập thị trường chào giá lại.',
    mmRequoteMs: 'Số mili giây sau đó nhà tạo lập thị trường luôn chào giá lại.',
    mmInventory:
      'Lượng tài sản cấp một lần cho nhà tạo lập thị trường trong mỗi tài khoản: TÀI SẢN:số lượng, cách nhau bằng dấu phẩy.',
    uploadMaxBytes: 'Tệp tải lên lớn nhất được chấp nhận, tính bằng byte.',
    uploadMaxPixels: 'Ảnh lớn nhất được chấp nhận, tính bằng pixel (rộng × cao).',
    uploadsPerHour: 'Số lần một người dùng được tải lên mỗi giờ.',
    kycReviewHours: 'Số giờ mà người dùng được hứa sẽ duyệt KYC.',
    depositMinimum: 'Khoản nạp nhỏ nhất bằng {asset}.',
    depositAddress:
      'Địa chỉ nhận {asset} của sàn trên mạng {network}; để trống nghĩa là không nhận nạp tiền ở đó.',
    withdrawalMinFee: 'Phí rút tiền nhỏ nhất bằng {asset}.',
    depositMaximum: 'Số tiền lớn nhất một yêu cầu nạp {asset} được khai báo.',
    downloadUrl: 'Địa chỉ web tải ứng dụng.',
    loanDailyRate:
      'Lãi suất hằng ngày của khoản vay {days} ngày, dạng phân số (0,0005 = 0,05% mỗi ngày).',
    loanInterestFreeDays: 'Số ngày sau khi giải ngân khoản vay không bao giờ bị tính lãi.',
    loanOverdueMultiplier:
      'Lãi suất quá hạn hằng ngày bằng lãi suất ngày của khoản vay nhân với giá trị này.',
    loanAmountPerPoint:
      'Số USDT người dùng được vay cho mỗi điểm tín dụng (tối đa = điểm tín dụng × giá trị này).',
    loanMinAmount: 'Khoản vay nhỏ nhất, tính bằng USDT.',
    loanOnTimePoints: 'Điểm tín dụng được cộng khi trả khoản vay đúng hạn.',
    loanOverduePoints: 'Điểm tín dụng bị trừ khi khoản vay quá hạn.',
    nftMinRaise:
      'Mức tăng nhỏ nhất so với giá đặt cao nhất, tính bằng điểm cơ bản của giá đặt đó (500 = 5%); nếu bước giá của vật phẩm lớn hơn thì áp dụng bước giá đó.',
    nftExtendWindow:
      'Một lượt đặt giá trong vòng số giây này (hoặc ít hơn) trước khi phiên đấu giá kết thúc sẽ lùi thời điểm kết thúc (chống đặt giá phút chót).',
    feeLevels:
      'Các cấp VIP, bắt đầu từ cấp 0: khối lượng giao dịch 30 ngày trên tài khoản thật (USDT) mà từ đó một cấp được áp dụng, mức giảm phí giao dịch người dùng phải trả và phần phí của người được mời mà họ nhận, cả hai tính theo điểm cơ bản của phí (1000 = 10%).',
    chatBusinessHours:
      'Thời gian đội ngũ trả lời trò chuyện, theo UTC: ngày 0 (Chủ nhật) đến 6 và giờ, ví dụ 1-5 08:00-20:00; để trống = luôn luôn.',
    chatSendsPerMinute:
      'Số tin nhắn một người (người dùng hoặc khách) được gửi trong trò chuyện mỗi phút; vượt quá sẽ bị từ chối (429).',
    chatMailUnreadAfter:
      'Câu trả lời của đội ngũ mà khách chưa đọc sau số giây này sẽ được gửi qua e-mail (và hiện ở chuông thông báo).',
    nftExtendBy:
      'Sau một lượt đặt giá muộn như vậy, phiên đấu giá kết thúc sau lượt đặt giá đó đúng số giây này.',
  },
  rules: {
    integer: 'Một số nguyên từ {min} đến {max}',
    amount: 'Một số tiền thập phân từ {min} đến {max}',
    amountAbove: 'Một số tiền thập phân lớn hơn {min} và tối đa {max}',
    format: 'Viết theo dạng {format}',
    address: 'Một địa chỉ {network} hợp lệ, hoặc để trống',
    url: 'Một địa chỉ web bắt đầu bằng https:// hoặc http://',
  },
};
