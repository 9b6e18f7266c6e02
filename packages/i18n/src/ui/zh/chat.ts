import type { UiChatMessages } from '../groups.js';

/** Simplified Chinese UI strings, group 'chat'; see ../en/chat.ts for the source texts. */
export const uiZhChat: UiChatMessages = {
  chat: {
    page: {
      title: '在线客服',
      description: '与我们的客服团队沟通。',
    },
    panel: {
      label: '与在线客服对话',
    },
    greeting: {
      title: '您好！请问有什么可以帮您？',
      text: '请在下方输入您的问题，我们的客服团队会在这里回复。',
    },
    log: {
      label: '与在线客服的对话',
      you: '我',
      support: '客服',
      supportNamed: '客服 · {{name}}',
      system: '通知',
      sentAt: '发送于 {{time}}',
    },
    status: {
      sending: '正在发送…',
      uploading: '正在上传图片…',
      waiting: '正在等待连接：恢复联网后将自动发送',
      sent: '已发送',
      read: '客服已读',
      failed: '发送失败',
      retry: '重新发送',
      remove: '删除',
    },
    connection: {
      reconnecting: '正在重新连接… 您可以继续输入：连接恢复后消息将自动发送。',
    },
    typing: '客服正在输入…',
    assigned: '正在为您服务：{{name}}',
    composer: {
      label: '消息',
      placeholder: '输入消息…',
      send: '发送',
      attach: '添加图片（PNG 或 JPEG）',
      removeImage: '移除图片 {{name}}',
      counter: '{{count}} / {{max}}',
      counterLabel: '已输入 {{count}} 字，上限 {{max}} 字',
      hint: '按 Enter 发送，Shift+Enter 换行。',
    },
    image: {
      mine: '您发送的图片',
      staff: '客服发送的图片',
      loading: '正在加载图片…',
      failed: '图片加载失败。',
      open: '查看原图',
    },
    errors: {
      tooLarge: '图片过大，无法发送。',
      wrongType: '请选择 PNG 或 JPEG 图片。',
      openFailed: '无法打开对话',
      openFailedDetail: '请检查网络连接后重试。',
    },
    hours: {
      away: '客服团队暂时不在线，将于 {{time}} 回来。',
      awayUnknown: '客服团队暂时不在线，回来后会尽快回复您。',
      userEmail: '回复也会发送到您账户的邮箱。',
      visitorPrompt: '请留下您的邮箱，以便我们的回复能送达您。',
      emailLabel: '您的邮箱',
      emailSave: '保存',
      emailSaved: '我们的回复也会发送到 {{email}}。',
      emailInvalid: '请输入有效的邮箱地址。',
    },
    close: {
      action: '结束对话',
      title: '要结束本次对话吗？',
      text: '对话将被关闭。您可以为其评分，并可随时开始新的对话。',
      confirm: '结束对话',
      closed: '本次对话已结束。',
      startNew: '开始新的对话',
    },
    rating: {
      title: '您对本次服务满意吗？',
      label: '您的评分',
      star_one: '{{count}} 星',
      star_other: '{{count}} 星',
      comment: '意见（选填）',
      submit: '提交评分',
      required: '请选择 1 到 5 星。',
      thanks: '感谢您的反馈。',
      given: '您为本次对话评了 {{count}} 星（满分 5 星）。',
    },
  },
};
