import type { UiChatMessages } from '../groups.js';

/** Japanese UI strings, group 'chat'; see ../en/chat.ts for the source texts. */
export const uiJaChat: UiChatMessages = {
  chat: {
    page: {
      title: 'カスタマーサービス',
      description: 'サポートチームとチャットでご相談いただけます。',
    },
    panel: {
      label: 'カスタマーサービスとのチャット',
    },
    greeting: {
      title: 'こんにちは。どのようなご用件でしょうか？',
      text: '下にご質問をご記入ください。サポートチームがこちらでお答えします。',
    },
    log: {
      label: 'カスタマーサービスとの会話',
      you: 'あなた',
      support: 'サポート',
      supportNamed: 'サポート・{{name}}',
      system: 'お知らせ',
      sentAt: '{{time}} 送信',
    },
    status: {
      sending: '送信中…',
      uploading: '画像をアップロード中…',
      waiting: '接続を待っています。オンラインに戻ると送信されます',
      sent: '送信済み',
      read: 'サポートが既読',
      failed: '送信できませんでした',
      retry: '再送信',
      remove: '削除',
    },
    connection: {
      reconnecting: '再接続中… そのまま入力を続けられます。接続が戻るとメッセージが送信されます。',
    },
    typing: 'サポートが入力中…',
    assigned: '担当：{{name}}',
    composer: {
      label: 'メッセージ',
      placeholder: 'メッセージを入力…',
      send: '送信',
      attach: '画像を添付（PNG または JPEG）',
      removeImage: '画像 {{name}} を削除',
      counter: '{{count}} / {{max}}',
      counterLabel: '{{max}} 文字中 {{count}} 文字',
      hint: 'Enter で送信、Shift+Enter で改行します。',
    },
    image: {
      mine: '送信した画像',
      staff: 'サポートからの画像',
      loading: '画像を読み込み中…',
      failed: '画像を読み込めませんでした。',
      open: '画像を原寸で開く',
    },
    errors: {
      tooLarge: '画像が大きすぎるため送信できません。',
      wrongType: 'PNG または JPEG の画像を選択してください。',
      openFailed: 'チャットを開けませんでした',
      openFailedDetail: '接続を確認して、もう一度お試しください。',
    },
    hours: {
      away: 'ただいま営業時間外です。{{time}} に対応を再開します。',
      awayUnknown: 'ただいま営業時間外です。再開しだいお答えします。',
      userEmail: '返信はアカウントのメールアドレスにもお送りします。',
      visitorPrompt: '返信をお届けできるよう、メールアドレスをご記入ください。',
      emailLabel: 'メールアドレス',
      emailSave: '保存',
      emailSaved: '返信は {{email}} にもお送りします。',
      emailInvalid: '有効なメールアドレスを入力してください。',
    },
    close: {
      action: 'チャットを終了',
      title: 'このチャットを終了しますか？',
      text: '会話は終了します。評価をお送りいただけるほか、いつでも新しい会話を始められます。',
      confirm: 'チャットを終了',
      closed: 'この会話は終了しました。',
      startNew: '新しい会話を始める',
    },
    rating: {
      title: '対応はいかがでしたか？',
      label: '評価',
      star_one: '星 {{count}} つ',
      star_other: '星 {{count}} つ',
      comment: 'コメント（任意）',
      submit: '評価を送信',
      required: '星 1〜5 つで評価してください。',
      thanks: 'ご意見ありがとうございました。',
      given: 'この会話を 5 段階中 {{count}} と評価しました。',
    },
  },
};
