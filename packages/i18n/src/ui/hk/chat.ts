import type { UiChatMessages } from '../groups.js';

/** Traditional Chinese (Hong Kong) UI strings, group 'chat'; see ../en/chat.ts for the source texts. */
export const uiHkChat: UiChatMessages = {
  chat: {
    page: {
      title: '客戶服務',
      description: '與我們的支援團隊對話。',
    },
    panel: {
      label: '與客戶服務對話',
    },
    greeting: {
      title: '你好！有甚麼可以幫到你？',
      text: '請在下方輸入你的問題，我們的支援團隊會在這裏回覆。',
    },
    log: {
      label: '與客戶服務的對話',
      you: '你',
      support: '客服',
      supportNamed: '客服 · {{name}}',
      system: '通知',
      sentAt: '於 {{time}} 發送',
    },
    status: {
      sending: '正在發送…',
      uploading: '正在上載圖片…',
      waiting: '正在等待連線：恢復上網後會自動發送',
      sent: '已發送',
      read: '客服已讀',
      failed: '未能發送',
      retry: '重新發送',
      remove: '移除',
    },
    connection: {
      reconnecting: '正在重新連線… 你可以繼續輸入：連線恢復後訊息會自動發送。',
    },
    typing: '客服正在輸入…',
    assigned: '正在為你服務：{{name}}',
    composer: {
      label: '訊息',
      placeholder: '輸入訊息…',
      send: '發送',
      attach: '附加圖片（PNG 或 JPEG）',
      removeImage: '移除圖片 {{name}}',
      counter: '{{count}} / {{max}}',
      counterLabel: '已輸入 {{count}} 字，上限 {{max}} 字',
      hint: '按 Enter 發送，Shift+Enter 換行。',
    },
    image: {
      mine: '你發送的圖片',
      staff: '客服發送的圖片',
      loading: '正在載入圖片…',
      failed: '未能載入圖片。',
      open: '以原尺寸開啟圖片',
    },
    errors: {
      tooLarge: '圖片太大，無法發送。',
      wrongType: '請選擇 PNG 或 JPEG 圖片。',
      openFailed: '未能開啟對話',
      openFailedDetail: '請檢查網絡連線後再試。',
    },
    hours: {
      away: '我們的團隊暫時離開，將於 {{time}} 回來。',
      awayUnknown: '我們的團隊暫時離開，回來後會盡快回覆。',
      userEmail: '回覆亦會發送至你帳戶的電郵。',
      visitorPrompt: '請留下你的電郵，以便我們的回覆送達。',
      emailLabel: '你的電郵',
      emailSave: '儲存',
      emailSaved: '我們的回覆亦會發送至 {{email}}。',
      emailInvalid: '請輸入有效的電郵地址。',
    },
    close: {
      action: '結束對話',
      title: '要結束這次對話嗎？',
      text: '對話將會結束。你可以為它評分，並隨時開始新的對話。',
      confirm: '結束對話',
      closed: '這次對話已結束。',
      startNew: '開始新的對話',
    },
    rating: {
      title: '我們的服務如何？',
      label: '你的評分',
      star_one: '{{count}} 星',
      star_other: '{{count}} 星',
      comment: '意見（選填）',
      submit: '提交評分',
      required: '請選擇 1 至 5 星。',
      thanks: '多謝你的意見。',
      given: '你為這次對話評了 {{count}} 星（滿分 5 星）。',
    },
  },
};
