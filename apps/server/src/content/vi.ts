import type { ContentCatalogue } from './types.js';

/** The seeded pages in Vietnamese; see en.ts for the source texts (same slugs, same order). */
export const contentVi: ContentCatalogue = [
  {
    slug: 'company.about',
    category: 'company',
    title: 'Về chúng tôi',
    body: 'Meridian là nền tảng giao dịch và tài chính mã nguồn mở: thị trường theo thời gian thực, giao dịch ký quỹ và quyền chọn, sàn giao dịch giao ngay, kế hoạch giao dịch tự động, khoản vay, chợ NFT từ thiện, nạp tiền, rút tiền và đổi tiền tệ, với mười một ngôn ngữ.\n\nMọi số dư trên Meridian đều được tính từ một sổ nhật ký kế toán kép do chính cơ sở dữ liệu kiểm tra, mọi mức giá đều lấy từ nguồn dữ liệu thị trường đã được ghi lại, và các số liệu trên trang chủ của chúng tôi được tính toán từ nền tảng chứ không phải nhập tay.\n\nPhần mềm được phát triển công khai. Bất kỳ ai vận hành một phiên bản của phần mềm này đều là đơn vị vận hành dịch vụ đó và chịu trách nhiệm về dịch vụ đó.',
  },
  {
    slug: 'company.contact',
    category: 'company',
    title: 'Liên hệ',
    body: 'Cách nhanh nhất để liên hệ với chúng tôi là bộ phận chăm sóc khách hàng trực tuyến trong tài khoản của Quý khách (biểu tượng tai nghe). Nhân viên của chúng tôi sẽ trả lời tại đó và cuộc trò chuyện được lưu trong lịch sử của Quý khách.\n\nĐối với các câu hỏi về một giao dịch nạp tiền, rút tiền hoặc một khoản vay, vui lòng cung cấp thời gian và số tiền để chúng tôi có thể tìm thấy nhanh chóng. Chúng tôi sẽ không bao giờ yêu cầu mật khẩu hoặc mật khẩu rút tiền của Quý khách.',
  },
  {
    slug: 'policy.terms',
    category: 'policy',
    title: 'Điều khoản dịch vụ',
    body: 'Khi tạo tài khoản, Quý khách đồng ý sử dụng Meridian một cách hợp pháp, giữ bí mật mật khẩu đăng nhập và mật khẩu rút tiền, đồng thời cung cấp thông tin trung thực khi xác minh danh tính.\n\nMỗi tài khoản đều có một tài khoản demo với tiền ảo để luyện tập và một tài khoản thực. Tiền demo không có giá trị và không bao giờ có thể chuyển sang tài khoản thực.\n\nGiao dịch, quyền chọn, kế hoạch tự động và khoản vay đều tiềm ẩn rủi ro; vui lòng đọc cảnh báo rủi ro trước khi sử dụng. Chúng tôi có thể tạm ngưng tài khoản vi phạm các điều khoản này hoặc pháp luật, và lưu giữ các hồ sơ theo quy định của pháp luật.',
  },
  {
    slug: 'policy.privacy',
    category: 'policy',
    title: 'Chính sách quyền riêng tư',
    body: 'Chúng tôi thu thập những thông tin cần thiết để vận hành tài khoản của Quý khách: tên người dùng, email hoặc số điện thoại, giấy tờ tùy thân khi Quý khách xác minh danh tính, và hồ sơ các giao dịch của Quý khách.\n\nMật khẩu chỉ được lưu dưới dạng hàm băm một chiều mạnh. Ảnh giấy tờ tùy thân được mã hóa lại để loại bỏ siêu dữ liệu ẩn, được lưu trữ bên ngoài trang web công khai và chỉ hiển thị cho Quý khách và nhân viên phụ trách xét duyệt.\n\nChúng tôi không bán dữ liệu của Quý khách. Quý khách có thể yêu cầu bộ phận chăm sóc khách hàng cung cấp bản sao dữ liệu của mình, hoặc xóa dữ liệu trong phạm vi pháp luật cho phép.',
  },
  {
    slug: 'policy.cookies',
    category: 'policy',
    title: 'Chính sách cookie',
    body: 'Ứng dụng web lưu một vài thiết lập trong trình duyệt của Quý khách: mã đăng nhập, ngôn ngữ, việc Quý khách đang dùng tài khoản demo hay tài khoản thực, và việc Quý khách đã xem bảng chào mừng trong phiên này hay chưa. Các thiết lập này cần thiết để trang web hoạt động.\n\nChúng tôi không sử dụng cookie quảng cáo hay cookie theo dõi của bên thứ ba, và trang web không tải phông chữ, hình ảnh hay tập lệnh từ các công ty khác.',
  },
  {
    slug: 'statement.disclaimer',
    category: 'statement',
    title: 'Tuyên bố miễn trừ trách nhiệm',
    body: 'Thông tin trên Meridian được cung cấp cho mục đích chung và không phải là lời khuyên đầu tư. Kết quả trong quá khứ, bao gồm kết quả kiểm thử lại (backtest) của các kế hoạch giao dịch, không đảm bảo kết quả trong tương lai.\n\nGiá hiển thị được lấy từ nguồn dữ liệu thị trường đã được cấu hình. Ở cấu hình mặc định, nguồn dữ liệu này là dữ liệu mô phỏng dùng để trình diễn, và trang web có ghi rõ điều đó.',
  },
  {
    slug: 'statement.risk',
    category: 'statement',
    title: 'Cảnh báo rủi ro',
    body: 'Các sản phẩm có đòn bẩy như giao dịch ký quỹ (CFDs) có thể khiến Quý khách thua lỗ nhanh chóng. Đòn bẩy khuếch đại cả lợi nhuận lẫn thua lỗ; vị thế sẽ tự động bị đóng khi mức ký quỹ của Quý khách giảm xuống 50%.\n\nQuyền chọn hoạt động theo cơ chế được ăn cả, ngã về không: nếu giá biến động theo hướng bất lợi, Quý khách sẽ mất toàn bộ số tiền đã đặt. Kế hoạch giao dịch tự động có thể thua lỗ; lợi nhuận của chúng là kết quả thực tế mà chiến lược đạt được, không bao giờ là một mức lợi suất được cam kết. Khoản vay phải được hoàn trả kèm lãi.\n\nChỉ giao dịch bằng số tiền mà Quý khách có thể chấp nhận mất, và hãy luyện tập với tài khoản demo trước.',
  },
  {
    slug: 'statement.advertising',
    category: 'statement',
    title: 'Quảng cáo',
    body: 'Các số liệu trên các trang của chúng tôi, chẳng hạn như khối lượng giao dịch, số lượng sản phẩm được niêm yết và số lượng người dùng đã đăng ký, đều được tính toán trực tiếp từ nền tảng. Tuyên bố về phí “dưới 0,3%” được đối chiếu với mức phí đã cấu hình.\n\nChúng tôi không trả tiền để có đánh giá và không hứa hẹn lợi nhuận.',
  },
  {
    slug: 'statement.licence',
    category: 'statement',
    title: 'Giấy phép và giám sát',
    body: 'Meridian là phần mềm mã nguồn mở. Bản thân phần mềm không có giấy phép nào: đơn vị vận hành mỗi phiên bản phải xin các giấy phép và đăng ký cần thiết tại nơi cung cấp dịch vụ, và phải nêu rõ các giấy phép đó tại đây.\n\nPhiên bản này chưa công bố giấy phép nào. Chỉ sử dụng các tính năng tiền thật của phiên bản này nếu Quý khách biết ai là đơn vị vận hành và đơn vị đó chịu sự giám sát nào.',
  },
  {
    slug: 'notice.welcome',
    category: 'notice',
    title: 'Chào mừng Quý khách đến với Meridian',
    body: 'Mỗi tài khoản mới đều bắt đầu với một tài khoản demo có sẵn 100.000 USDT tiền ảo. Quý khách có thể chuyển đổi giữa tài khoản demo và tài khoản thực bất cứ lúc nào từ trang tài khoản của mình.',
  },
  {
    slug: 'notice.maintenance',
    category: 'notice',
    title: 'Thời gian giao dịch',
    body: 'Thị trường tiền mã hóa giao dịch liên tục suốt ngày đêm. Ngoại hối, cổ phiếu, ETF, kim loại và hợp đồng tương lai tuân theo các phiên giao dịch hằng tuần của thị trường tương ứng; ngoài các phiên đó, sản phẩm sẽ hiển thị “hiện không thể giao dịch”.',
  },
  {
    slug: 'faq.demo',
    category: 'faq',
    title: 'Tài khoản demo là gì?',
    body: 'Là tài khoản luyện tập với tiền ảo (ban đầu có 100.000 USDT). Tài khoản này hoạt động giống tài khoản thực đối với giao dịch ký quỹ, quyền chọn và giao dịch giao ngay, nhưng tiền trong đó không có giá trị và không thể rút ra hay chuyển sang tài khoản thực. Quý khách có thể đặt lại tài khoản này từ trang tài khoản.',
  },
  {
    slug: 'faq.deposit',
    category: 'faq',
    title: 'Làm thế nào để nạp tiền?',
    body: 'Chuyển sang tài khoản thực, mở mục “Nạp tiền”, chọn đồng coin và mạng lưới, rồi chuyển tiền đến địa chỉ được hiển thị. Sau đó nhập số tiền, mã hash giao dịch và 6 chữ số cuối của mã này, rồi tải lên chứng từ. Nhân viên của chúng tôi sẽ xem xét và số dư của Quý khách sẽ được ghi có sau khi được phê duyệt. Mức tối thiểu: USDT 120, BTC 0,015, ETH 0,2.',
  },
  {
    slug: 'faq.withdraw',
    category: 'faq',
    title: 'Làm thế nào để rút tiền?',
    body: 'Trước tiên, Quý khách cần xác minh danh tính và đặt mật khẩu rút tiền. Sau đó chọn một địa chỉ ví tiền mã hóa hoặc một tài khoản ngân hàng. Phí và số tiền Quý khách nhận được sẽ hiển thị trước khi xác nhận; số tiền sẽ được tạm giữ cho đến khi nhân viên của chúng tôi thực hiện chi trả, hoặc được giải phóng kèm lý do nếu yêu cầu rút tiền bị từ chối.',
  },
  {
    slug: 'faq.fees',
    category: 'faq',
    title: 'Các khoản phí là bao nhiêu?',
    body: 'Giao dịch giao ngay: 0,08% đối với lệnh chờ trong sổ lệnh (maker) và 0,10% đối với lệnh khớp ngay (taker). Giao dịch ký quỹ: chênh lệch giá (spread) của sản phẩm cộng phí hoa hồng 0,05%. Đổi tiền tệ: chênh lệch 0,2%. Rút tiền: 1%, có mức tối thiểu cho từng loại tài sản. Tất cả các khoản phí đều được hiển thị trước khi Quý khách xác nhận.',
  },
  {
    slug: 'faq.security',
    category: 'faq',
    title: 'Tài khoản của tôi được bảo vệ như thế nào?',
    body: 'Mật khẩu được lưu dưới dạng hàm băm mạnh, số lần thử đăng nhập bị giới hạn, và mọi phiên đăng nhập đều có thể được kết thúc bằng cách đăng xuất hoặc đổi mật khẩu. Việc rút tiền yêu cầu một mật khẩu rút tiền riêng. Mọi thay đổi số dư đều được ghi vào một sổ nhật ký mà hệ thống kiểm tra liên tục.',
  },
  {
    slug: 'faq.prices',
    category: 'faq',
    title: 'Giá được lấy từ đâu?',
    body: 'Từ nguồn dữ liệu thị trường do đơn vị vận hành cấu hình. Mọi lệnh khớp, thanh toán và định giá đều sử dụng mức giá đã được ghi lại; không ai, kể cả nhân viên, có thể chọn kết quả của một giao dịch.',
  },
  {
    slug: 'introduction.main',
    category: 'introduction',
    title: 'Giới thiệu về Meridian',
    body: 'Thị trường: theo dõi giá theo thời gian thực của tiền mã hóa, ngoại hối, cổ phiếu, ETF, kim loại và hợp đồng tương lai, với biểu đồ từ khung một phút đến một ngày.\n\nGiao dịch: mở vị thế mua (long) hoặc bán (short) với đòn bẩy, mua quyền chọn tăng/giảm, hoặc giao dịch coin trên một sổ lệnh thực.\n\nGiao dịch thông minh: các kế hoạch tự động thay Quý khách giao dịch trên thị trường, kèm theo kết quả trong quá khứ theo kiểm thử lại (backtest).\n\nKhoản vay, nạp tiền, rút tiền và đổi tiền tệ hoàn thiện các chức năng của tài khoản, và chợ NFT từ thiện dành toàn bộ số tiền từ mỗi lần bán cho một tổ chức từ thiện vì trẻ em.\n\nHãy bắt đầu với tài khoản demo: tài khoản này có sẵn tiền ảo để luyện tập.',
  },
];
