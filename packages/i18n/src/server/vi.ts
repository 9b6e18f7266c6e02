import type { ServerMessages } from './en.js';

/** Server messages in Vietnamese; see en.ts for the source texts and placeholder rules. */
export const vi: ServerMessages = {
  '200': 'Thành công',
  '400': 'Yêu cầu không hợp lệ',
  '401': 'Vui lòng đăng nhập lại',
  '403': 'Quý khách không có quyền thực hiện thao tác này',
  '404': 'Không tìm thấy',
  '409': 'Yêu cầu này xung đột với trạng thái hiện tại; vui lòng tải lại trang và thử lại',
  '413': 'Yêu cầu quá lớn (giới hạn {limit})',
  '422': 'Khóa yêu cầu này đã được sử dụng cho một yêu cầu khác',
  '429': 'Quá nhiều lần thử; vui lòng thử lại sau {seconds} giây',
  '460':
    'Vui lòng chuyển sang tài khoản thực để thực hiện thao tác này; tài khoản demo không thể sử dụng tính năng này',
  '461':
    'Thiết lập cắt lỗ/chốt lời không hợp lý: với lệnh mua, mức cắt lỗ phải thấp hơn giá và với lệnh bán phải cao hơn giá; mức chốt lời thì ngược lại',
  '462': 'Giá phải là bội số nguyên của {step}',
  '463': 'Khối lượng phải là bội số nguyên của {step} và tối thiểu {step}',
  '464': 'Lệnh chỉ đặt (post-only) sẽ khớp ngay nên đã không được đặt',
  '465': 'Định dạng ảnh không đúng: vui lòng tải lên ảnh JPG, JPEG 2000 hoặc PNG',
  '466': 'Dung lượng ảnh không được vượt quá {limit}',
  '467': 'Ảnh quá lớn: tối đa {limit}',
  '468': 'Vui lòng tải lên các hình ảnh hoặc chứng từ bắt buộc',
  '469': 'Chưa ký: vui lòng ký vào ô chữ ký',
  '470': 'Không thể xác minh đăng nhập; vui lòng thử lại',
  '471': 'Số tiền nạp tối thiểu cho {coin} là {minimum}',
  '472': 'Không thể quy đổi giữa cùng một loại tiền tệ',
  '473': 'Vui lòng thiết lập mật khẩu rút tiền trước',
  '474': 'Địa chỉ này không hợp lệ trên mạng {network}',
  '475': 'Số tiền rút tối thiểu của {asset} là {minimum}',
  '476': 'Mã xác thực hai yếu tố không đúng hoặc đã được sử dụng',
  '477': 'Đã có yêu cầu nạp tiền với mã hash giao dịch này được gửi trước đó',
  '478': 'Hiện chưa có giá trực tiếp cho giao dịch quy đổi này; vui lòng thử lại sau ít phút',
  '500': 'Lỗi không xác định',
  '503': 'Dịch vụ tạm thời không khả dụng; vui lòng thử lại sau ít phút',
  '10001': 'Vui lòng nhập tên người dùng hoặc email',
  '10002': 'Địa chỉ email không hợp lệ',
  '10003': 'Lỗi nhập tên người dùng',
  '10004': 'Mật khẩu không đúng',
  '10005': 'Trạng thái người dùng bất thường',
  '10006': 'Tên người dùng này đã tồn tại',
  '10007': 'Email hoặc số điện thoại này đã được đăng ký',
  '10008': 'Trạng thái người dùng không đúng',
  '10009': 'Không tìm thấy người dùng phù hợp',
  '10010': 'Sản phẩm giao dịch thông minh (cố vấn chuyên gia) không đúng',
  '10011': 'Số dư không đủ; vui lòng nạp tiền hoặc giải phóng tiền ký quỹ trước khi mua',
  '10012': 'Không có số ngày phù hợp',
  '10013': 'Số tiền đầu tư không đúng',
  '10014': 'Sản phẩm quyền chọn không đúng',
  '10015': 'Hiện chưa thể giao dịch',
  '10016': 'Số tiền mua không đúng',
  '10017': 'Không có kỳ hạn phù hợp',
  '10018': 'Không thể lấy tham số hệ thống',
  '10019': 'Trạng thái xác thực không đúng',
  '10020': 'Trạng thái bộ sưu tập không đúng',
  '10021': 'Chưa điền địa chỉ nhận',
  '10022': 'Người dùng chưa xác minh danh tính',
  '10023': 'Thời hạn vay không đúng',
  '10024': 'Quý khách đã mua sản phẩm này',
  '10025': 'Vui lòng chọn phương thức rút tiền',
  '10089': 'Vui lòng không gửi liên tục; hãy chờ {seconds} giây',
  '10090': 'Vui lòng gửi mã xác minh trước',
  '10091': 'Mã xác minh không đúng',
  '10092': 'Số dư không đủ',
  '10093': 'Mật khẩu rút tiền không đúng',
  '20001': 'Đã gửi để xét duyệt',
  '20002': 'Đã tạo yêu cầu nạp tiền và gửi để xét duyệt',
  '20003': 'Đã tạo yêu cầu rút tiền và gửi để xét duyệt',
  '20004': 'Mua thành công',
  '20005': 'Thay đổi thành công',
  'mail.code.subject': 'Mã xác minh Meridian của Quý khách',
  'mail.code.body':
    'Mã xác minh của Quý khách là {code}, có hiệu lực trong {minutes} phút. Nếu Quý khách không yêu cầu mã này, vui lòng bỏ qua email này.',
  'sms.code.body': 'Mã Meridian: {code} (hiệu lực {minutes} phút)',
  'notification.welcome.title': 'Chào mừng Quý khách đến với Meridian',
  'notification.welcome.body':
    'Tài khoản demo của Quý khách có sẵn {amount} USDT tiền ảo để luyện tập.',
  'notification.demoReset.title': 'Đã đặt lại tài khoản demo',
  'notification.demoReset.body': 'Tài khoản demo của Quý khách đã được đặt lại về {amount} USDT.',
  'notification.passwordChanged.title': 'Đã thay đổi mật khẩu',
  'notification.passwordChanged.body':
    'Mật khẩu đăng nhập của Quý khách đã được thay đổi. Nếu không phải Quý khách thực hiện, vui lòng liên hệ bộ phận hỗ trợ ngay lập tức.',
  'notification.orderFilled.title': 'Lệnh đã được khớp',
  'notification.orderFilled.body':
    'Lệnh chờ {code} khối lượng {lots} lô của Quý khách đã được khớp và mở vị thế tại giá {price}.',
  'notification.orderCancelled.title': 'Đã hủy lệnh chờ',
  'notification.orderCancelled.body':
    'Lệnh chờ {code} khối lượng {lots} lô của Quý khách không thể mở tại giá {price} do không đủ ký quỹ khả dụng. Số tiền ký quỹ bị tạm giữ đã được giải phóng.',
  'notification.stopLoss.title': 'Đã kích hoạt cắt lỗ',
  'notification.stopLoss.body':
    'Vị thế {code} khối lượng {lots} lô của Quý khách đã được đóng tại giá {price}. Lãi/lỗ: {profit} USDT.',
  'notification.takeProfit.title': 'Đã đạt mức chốt lời',
  'notification.takeProfit.body':
    'Vị thế {code} khối lượng {lots} lô của Quý khách đã được đóng tại giá {price}. Lãi/lỗ: {profit} USDT.',
  'notification.stopOut.title': 'Thanh lý bắt buộc: vị thế đã bị đóng',
  'notification.stopOut.body':
    'Mức ký quỹ của Quý khách đã giảm xuống dưới {level}%, vì vậy vị thế {code} khối lượng {lots} lô đã bị đóng tại giá {price}. Lãi/lỗ: {profit} USDT.',
  'notification.optionWon.title': 'Quyền chọn có lãi',
  'notification.optionWon.body':
    'Quyền chọn {code} của Quý khách đã đóng tại giá {price} so với giá thực hiện {strike}. Quý khách đã được thanh toán {returned} USDT.',
  'notification.optionLost.title': 'Quyền chọn bị lỗ',
  'notification.optionLost.body':
    'Quyền chọn {code} của Quý khách đã đóng tại giá {price} so với giá thực hiện {strike}. Số tiền đầu tư {stake} USDT đã bị mất.',
  'notification.optionDraw.title': 'Quyền chọn hòa vốn',
  'notification.optionDraw.body':
    'Quyền chọn {code} của Quý khách đã đóng đúng tại giá thực hiện {strike}. Số tiền đầu tư {stake} USDT đã được hoàn lại.',
  'notification.smartSettled.title': 'Đã quyết toán gói giao dịch thông minh',
  'notification.smartSettled.body':
    'Ngày {day} của gói {product} của Quý khách: giá trị của gói đã thay đổi {change} USDT. Quý khách đã được thanh toán {paid} USDT (phần của nền tảng: {platform} USDT).',
  'notification.smartEnded.title': 'Gói giao dịch thông minh đã kết thúc',
  'notification.smartEnded.body':
    'Gói {product} {days} ngày của Quý khách đã kết thúc. {returned} USDT đã được hoàn về số dư của Quý khách; tổng lợi nhuận: {revenue} USDT.',
  'notification.smartExited.title': 'Gói giao dịch thông minh đã kết thúc sớm',
  'notification.smartExited.body':
    'Gói {product} của Quý khách đã được kết thúc sớm. Khoản phí phạt {damages} USDT đã được khấu trừ và {returned} USDT đã được hoàn về số dư của Quý khách; tổng lợi nhuận: {revenue} USDT.',
  'notification.optionVoid.title': 'Quyền chọn đã được hoàn tiền',
  'notification.optionVoid.body':
    'Không có giá nào của {code} được ghi nhận tại thời điểm quyền chọn của Quý khách đáo hạn, vì vậy số tiền đầu tư {stake} USDT đã được hoàn lại.',
  'validation.required': '{field} là trường bắt buộc',
  'validation.invalid': '{field} không hợp lệ',
  'validation.passwordRule': 'Mật khẩu phải dài từ 8 đến 64 ký tự, bao gồm cả chữ cái và chữ số',
  'validation.withdrawalPasswordRule': 'Mật khẩu rút tiền phải dài từ 6 đến 64 ký tự',
  'validation.passwordsDiffer': 'Mật khẩu không khớp',
  'validation.staffPasswordRule': 'Mật khẩu nhân viên phải có ít nhất 10 ký tự',
  'validation.inviteCodeUnknown': 'Không có tài khoản nào có mã mời này',
  'notification.kycVerified.title': 'Đã xác minh danh tính',
  'notification.kycVerified.body':
    'Yêu cầu xác minh danh tính của Quý khách đã được phê duyệt. Quý khách có thể sử dụng các chức năng nạp tiền, rút tiền và vay.',
  'notification.kycFailed.title': 'Xác minh danh tính không thành công',
  'notification.kycFailed.body':
    'Yêu cầu xác minh danh tính của Quý khách không được phê duyệt: {reason}. Quý khách có thể chỉnh sửa và gửi lại.',
  'notification.depositApproved.title': 'Tiền nạp đã được ghi có',
  'notification.depositApproved.body':
    'Khoản nạp {amount} {asset} của Quý khách đã được phê duyệt và ghi có vào tài khoản thực.',
  'notification.depositRejected.title': 'Yêu cầu nạp tiền bị từ chối',
  'notification.depositRejected.body':
    'Khoản nạp {amount} {asset} của Quý khách đã bị từ chối: {reason}.',
  'notification.withdrawalApproved.title': 'Đã chi trả yêu cầu rút tiền',
  'notification.withdrawalApproved.body':
    'Yêu cầu rút {amount} {asset} của Quý khách đã được phê duyệt; {received} {asset} đã được gửi đi.',
  'notification.withdrawalPasswordSet.title': 'Đã đặt mật khẩu rút tiền',
  'notification.withdrawalPasswordSet.body':
    'Tài khoản của Quý khách vừa được đặt mật khẩu rút tiền. Nếu không phải Quý khách, hãy liên hệ bộ phận hỗ trợ ngay.',
  'notification.withdrawalPasswordChanged.title': 'Đã đổi mật khẩu rút tiền',
  'notification.withdrawalPasswordChanged.body':
    'Mật khẩu rút tiền của Quý khách đã được thay đổi. Nếu không phải Quý khách, hãy liên hệ bộ phận hỗ trợ ngay.',
  'notification.withdrawalRejected.title': 'Yêu cầu rút tiền bị từ chối',
  'notification.withdrawalRejected.body':
    'Yêu cầu rút {amount} {asset} của Quý khách đã bị từ chối: {reason}. Số tiền đã được hoàn lại vào số dư khả dụng.',
  '479': 'Đăng nhập hai lớp đang bật: hãy nhập mã từ ứng dụng xác thực của bạn',
  '480': 'Đăng nhập hai lớp đã được bật',
  '481': 'Đăng nhập hai lớp chưa bật hoặc phần thiết lập đã hết hạn; hãy bắt đầu lại',
  'notification.newDeviceSignIn.title': 'Có lượt đăng nhập mới vào tài khoản',
  'notification.newDeviceSignIn.body':
    'Tài khoản của bạn vừa được đăng nhập từ một thiết bị mới: {device}, địa chỉ {ip}. Nếu không phải bạn, hãy đổi mật khẩu và kết thúc phiên đó trong mục Bảo mật.',
  'notification.twoFactorEnabled.title': 'Đã bật đăng nhập hai lớp',
  'notification.twoFactorEnabled.body':
    'Đăng nhập hai lớp đã được bật cho tài khoản của bạn. Hãy cất giữ mã khôi phục ở nơi an toàn.',
  'notification.twoFactorDisabled.title': 'Đã tắt đăng nhập hai lớp',
  'notification.twoFactorDisabled.body':
    'Đăng nhập hai lớp đã bị tắt cho tài khoản của bạn. Nếu không phải bạn, hãy liên hệ bộ phận hỗ trợ ngay.',
  'mail.newDevice.subject': 'Có lượt đăng nhập mới vào tài khoản Meridian của bạn',
  'mail.newDevice.body':
    'Tài khoản Meridian của bạn được đăng nhập lúc {time} từ một thiết bị mới: {device}, địa chỉ {ip}. Nếu là bạn, bạn không cần làm gì. Nếu không, hãy đổi mật khẩu ngay và kết thúc phiên đó trong Tài khoản > Bảo mật.',
  '482': 'Mỗi lần nạp chỉ có thể khai báo tối đa {maximum} {coin}',
  '483': 'Phương thức đăng nhập này chưa được bật trên nền tảng này',
  '484': 'Giao dịch thông minh chưa được kích hoạt',
  '485': 'Các khoản tiền khi kết thúc sớm đã thay đổi; vui lòng xem báo giá mới và xác nhận lại',
  '486': 'Gói này không còn hoạt động',
  '487':
    'Lãi suất của khoản vay đã thay đổi kể từ khi hiển thị cho Quý khách; vui lòng xem báo giá mới và ký lại',
  '488': 'Số tiền phải trả hiện là {amount} USDT; vui lòng kiểm tra và xác nhận lại',
  '489':
    'Khoản vay này không ở trạng thái đang trả nợ (đang xét duyệt, đã bị từ chối hoặc đã được trả hết)',
  '490': 'Vui lòng trả khoản vay quá hạn trước khi vay tiếp',
  '491': 'Vui lòng nhập số tiền từ {min} đến {limit} USDT',
  'notification.loanApproved.title': 'Khoản vay đã được phê duyệt',
  'notification.loanApproved.body':
    'Khoản vay số {id} của Quý khách đã được phê duyệt: {amount} USDT đã được chuyển vào tài khoản thực. Vui lòng trả nợ chậm nhất vào ngày {date} (UTC).',
  'notification.loanRejected.title': 'Khoản vay không được phê duyệt',
  'notification.loanRejected.body':
    'Đơn vay số {id} của Quý khách không được phê duyệt: {reason}. Không có khoản tiền nào được giải ngân và Quý khách không phải trả gì.',
  'notification.loanRepaid.title': 'Khoản vay đã được trả hết',
  'notification.loanRepaid.body':
    'Khoản vay số {id} đã được trả hết: {amount} USDT đã được trừ từ số dư khả dụng của Quý khách. Xin cảm ơn Quý khách.',
  'notification.loanOverdue.title': 'Khoản vay quá hạn',
  'notification.loanOverdue.body':
    'Khoản vay số {id} chưa được trả vào ngày đến hạn và số dư của Quý khách không đủ để thanh toán. Kể từ bây giờ, mỗi ngày sẽ bị tính theo lãi suất quá hạn {rate}% ({daily} USDT mỗi ngày) cho đến khi Quý khách trả nợ, và điểm tín dụng của Quý khách đã giảm xuống {points}.',
  'notification.loanDueSoon.title': 'Khoản vay đến hạn sau 3 ngày',
  'notification.loanDueSoon.body':
    'Khoản vay số {id} đến hạn vào ngày {date} (UTC): {amount} USDT nếu trả ngay hôm nay. Vui lòng giữ sẵn số tiền này để khoản vay được tự động trả vào ngày đến hạn.',
  'notification.loanDueTomorrow.title': 'Khoản vay đến hạn vào ngày mai',
  'notification.loanDueTomorrow.body':
    'Khoản vay số {id} đến hạn vào ngày mai, {date} (UTC): {amount} USDT nếu trả ngay hôm nay. Vui lòng giữ sẵn số tiền này để khoản vay được tự động trả vào ngày đến hạn.',
  'notification.loanDueToday.title': 'Khoản vay đến hạn hôm nay',
  'notification.loanDueToday.body':
    'Khoản vay số {id} đến hạn hôm nay, {date} (UTC): {amount} USDT. Vui lòng giữ sẵn số tiền này trong tài khoản thực để khoản vay được tự động trả; nếu không, lãi quá hạn sẽ bắt đầu được tính.',
  'notification.loanOverdueReminder.title': 'Khoản vay quá hạn: ngày thứ {days}',
  'notification.loanOverdueReminder.body':
    'Khoản vay số {id} đã quá hạn từ ngày {date} (UTC). Trả nợ ngay hôm nay cần {amount} USDT; mỗi ngày tiếp theo sẽ cộng thêm lãi quá hạn.',
  '492': 'Giá đặt của Quý khách phải tối thiểu là {minimum} USDT',
  '493': 'Giá mua ngay hiện là {price} USDT; vui lòng xem lại trước khi mua',
  'notification.nftOutbid.title': 'Giá đặt của Quý khách đã bị vượt qua',
  'notification.nftOutbid.body':
    'Có người đã đặt giá {amount} USDT cho “{title}”. Khoản đặt giá {returned} USDT của Quý khách đã được hoàn về số dư khả dụng.',
  'notification.nftWon.title': 'Quý khách đã thắng phiên đấu giá',
  'notification.nftWon.body':
    'Quý khách đã thắng “{title}” với giá {amount} USDT. Toàn bộ số tiền đã được chuyển cho tổ chức từ thiện và vật phẩm đã có trong mục NFT của tôi. Xin cảm ơn Quý khách!',
  'notification.nftAuctionEnded.title': 'Phiên đấu giá đã kết thúc',
  'notification.nftAuctionEnded.body':
    'Phiên đấu giá “{title}” đã kết thúc ở mức {amount} USDT và một người đặt giá khác đã thắng. Tiền của Quý khách đã được giải phóng ngay khi giá đặt của Quý khách bị vượt qua.',
  'notification.nftReserveNotMet.title': 'Phiên đấu giá kết thúc dưới giá bảo lưu',
  'notification.nftReserveNotMet.body':
    'Phiên đấu giá “{title}” đã kết thúc dưới giá bảo lưu nên không có người thắng. Khoản đặt giá {returned} USDT của Quý khách đã được hoàn về số dư khả dụng.',
  'notification.nftBought.title': 'Mua thành công',
  'notification.nftBought.body':
    'Quý khách đã mua “{title}” với giá {amount} USDT; toàn bộ số tiền đã được chuyển cho tổ chức từ thiện. Vật phẩm đã có trong mục NFT của tôi.',
  'notification.nftSoldToBuyer.title': 'Đã bán với giá mua ngay',
  'notification.nftSoldToBuyer.body':
    'Có người đã mua “{title}” với giá mua ngay trước khi giá đặt của Quý khách đạt giá bảo lưu. Khoản đặt giá {returned} USDT của Quý khách đã được hoàn về số dư khả dụng.',
  'notification.chatReply.title': 'Bộ phận chăm sóc khách hàng đã trả lời',
  'notification.chatReply.body':
    'Đội ngũ của chúng tôi đã trả lời cuộc trò chuyện của Quý khách: “{preview}”',
  'chat.mail.replySubject': 'Bộ phận chăm sóc khách hàng Meridian đã trả lời',
  'chat.mail.replyBody':
    'Đội ngũ của chúng tôi đã trả lời cuộc trò chuyện của Quý khách:\n\n{messages}\n\nTrả lời hoặc tiếp tục cuộc trò chuyện tại đây: {link}',
  'chat.mail.transcriptSubject':
    'Cuộc trò chuyện của Quý khách với bộ phận chăm sóc khách hàng Meridian',
  'chat.mail.transcriptBody':
    'Cảm ơn Quý khách đã liên hệ với chúng tôi. Dưới đây là nội dung cuộc trò chuyện (thời gian theo UTC):\n\n{transcript}\n\nTiếp tục cuộc trò chuyện tại đây: {link}',
  'chat.sender.you': 'Quý khách',
  'chat.sender.staff': 'Chăm sóc khách hàng',
  'chat.image': '[hình ảnh]',
  'chat.canned.greeting.title': 'Lời chào',
  'chat.canned.greeting.text':
    'Xin chào, cảm ơn Quý khách đã liên hệ với Meridian. Tôi có thể giúp gì cho Quý khách hôm nay?',
  'chat.canned.checking.title': 'Đang kiểm tra',
  'chat.canned.checking.text':
    'Cảm ơn Quý khách. Tôi sẽ kiểm tra ngay, xin vui lòng chờ trong giây lát.',
  'chat.canned.kycReview.title': 'Xác minh danh tính đang được xét duyệt',
  'chat.canned.kycReview.text':
    'Yêu cầu xác minh danh tính của Quý khách đang được bộ phận tuân thủ của chúng tôi xem xét. Việc xét duyệt thường hoàn tất trong vòng một ngày làm việc và Quý khách sẽ nhận được thông báo ngay khi có kết quả.',
  'chat.canned.depositReview.title': 'Khoản nạp đang được xét duyệt',
  'chat.canned.depositReview.text':
    'Khoản nạp của Quý khách đang được đối chiếu trên blockchain. Sau khi được xác nhận, khoản nạp sẽ được ghi có vào tài khoản thực và Quý khách sẽ nhận được thông báo.',
  'chat.canned.withdrawalReview.title': 'Yêu cầu rút tiền đang được xét duyệt',
  'chat.canned.withdrawalReview.text':
    'Yêu cầu rút tiền của Quý khách đang chờ xét duyệt. Trong thời gian này, số tiền được tạm giữ trong tài khoản; nếu yêu cầu bị từ chối, toàn bộ số tiền sẽ được hoàn lại vào số dư khả dụng.',
  'chat.canned.closing.title': 'Kết thúc',
  'chat.canned.closing.text':
    'Quý khách có cần hỗ trợ thêm điều gì không? Nếu không, tôi xin phép kết thúc cuộc trò chuyện này; sau đó Quý khách có thể đánh giá cuộc trò chuyện.',
};
