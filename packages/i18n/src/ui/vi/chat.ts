import type { UiChatMessages } from '../groups.js';

/** Vietnamese UI strings, group 'chat'; see ../en/chat.ts for the source texts. */
export const uiViChat: UiChatMessages = {
  chat: {
    page: {
      title: 'Chăm sóc khách hàng',
      description: 'Trò chuyện với đội ngũ hỗ trợ của chúng tôi.',
    },
    panel: {
      label: 'Trò chuyện với bộ phận chăm sóc khách hàng',
    },
    greeting: {
      title: 'Xin chào! Chúng tôi có thể giúp gì cho bạn?',
      text: 'Hãy viết câu hỏi của bạn bên dưới, đội ngũ hỗ trợ sẽ trả lời tại đây.',
    },
    log: {
      label: 'Cuộc trò chuyện với bộ phận chăm sóc khách hàng',
      you: 'Bạn',
      support: 'Hỗ trợ',
      supportNamed: 'Hỗ trợ · {{name}}',
      system: 'Thông báo',
      sentAt: 'Đã gửi lúc {{time}}',
    },
    status: {
      sending: 'Đang gửi…',
      uploading: 'Đang tải ảnh lên…',
      waiting: 'Đang chờ kết nối: tin nhắn sẽ được gửi khi bạn trực tuyến trở lại',
      sent: 'Đã gửi',
      read: 'Bộ phận hỗ trợ đã đọc',
      failed: 'Chưa gửi được',
      retry: 'Gửi lại',
      remove: 'Xóa',
    },
    connection: {
      reconnecting:
        'Đang kết nối lại… Bạn vẫn có thể tiếp tục viết: tin nhắn sẽ được gửi khi có kết nối.',
    },
    typing: 'Bộ phận hỗ trợ đang nhập…',
    assigned: 'Bạn đang trò chuyện với {{name}}',
    composer: {
      label: 'Tin nhắn',
      placeholder: 'Viết tin nhắn…',
      send: 'Gửi',
      attach: 'Đính kèm ảnh (PNG hoặc JPEG)',
      removeImage: 'Bỏ ảnh {{name}}',
      counter: '{{count}} / {{max}}',
      counterLabel: '{{count}} trên {{max}} ký tự',
      hint: 'Enter để gửi, Shift+Enter để xuống dòng.',
    },
    image: {
      mine: 'Ảnh bạn đã gửi',
      staff: 'Ảnh từ bộ phận hỗ trợ',
      loading: 'Đang tải ảnh…',
      failed: 'Không tải được ảnh.',
      open: 'Mở ảnh ở kích thước đầy đủ',
    },
    errors: {
      tooLarge: 'Ảnh quá lớn để gửi.',
      wrongType: 'Hãy chọn ảnh PNG hoặc JPEG.',
      openFailed: 'Không mở được cuộc trò chuyện',
      openFailedDetail: 'Hãy kiểm tra kết nối và thử lại.',
    },
    hours: {
      away: 'Đội ngũ của chúng tôi hiện không làm việc. Chúng tôi sẽ quay lại vào {{time}}.',
      awayUnknown:
        'Đội ngũ của chúng tôi hiện không làm việc. Chúng tôi sẽ trả lời ngay khi quay lại.',
      userEmail: 'Câu trả lời cũng sẽ được gửi đến e-mail của tài khoản bạn.',
      visitorPrompt: 'Hãy để lại e-mail để câu trả lời của chúng tôi đến được với bạn.',
      emailLabel: 'E-mail của bạn',
      emailSave: 'Lưu',
      emailSaved: 'Câu trả lời của chúng tôi cũng sẽ được gửi đến {{email}}.',
      emailInvalid: 'Hãy nhập địa chỉ e-mail hợp lệ.',
    },
    close: {
      action: 'Kết thúc trò chuyện',
      title: 'Kết thúc cuộc trò chuyện này?',
      text: 'Cuộc trò chuyện sẽ được đóng. Bạn có thể đánh giá và bắt đầu cuộc trò chuyện mới bất cứ lúc nào.',
      confirm: 'Kết thúc',
      closed: 'Cuộc trò chuyện này đã kết thúc.',
      startNew: 'Bắt đầu cuộc trò chuyện mới',
    },
    rating: {
      title: 'Chúng tôi đã hỗ trợ bạn thế nào?',
      label: 'Đánh giá của bạn',
      star_one: '{{count}} sao',
      star_other: '{{count}} sao',
      comment: 'Nhận xét (không bắt buộc)',
      submit: 'Gửi đánh giá',
      required: 'Hãy chọn từ 1 đến 5 sao.',
      thanks: 'Cảm ơn bạn đã góp ý.',
      given: 'Bạn đã đánh giá cuộc trò chuyện này {{count}} trên 5.',
    },
  },
};
