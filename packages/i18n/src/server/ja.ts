import type { ServerMessages } from './en.js';

/** Server messages in Japanese; see en.ts for the source texts and placeholder rules. */
export const ja: ServerMessages = {
  '200': '成功しました',
  '400': '無効なリクエストです',
  '401': '再度ログインしてください',
  '403': 'この操作を行う権限がありません',
  '404': '見つかりませんでした',
  '409': 'このリクエストは現在の状態と競合しています。画面を更新してもう一度お試しください',
  '413': 'リクエストのサイズが大きすぎます（上限：{limit}）',
  '422': 'このリクエストキーは別のリクエストですでに使用されています',
  '429': '試行回数が上限を超えました。{seconds}秒後にもう一度お試しください',
  '460':
    'この操作を行うにはリアル口座に切り替えてください。デモ口座ではこの機能をご利用いただけません',
  '461':
    '損切り・利益確定の設定が正しくありません。損切りは買いの場合は価格より下、売りの場合は価格より上に設定し、利益確定はその逆に設定してください',
  '462': '価格は {step} の整数倍にしてください',
  '463': '数量は {step} の整数倍で、{step} 以上にしてください',
  '464': 'ポストオンリー注文は即時に約定するため、発注されませんでした',
  '465':
    '画像の形式が正しくありません。JPG、JPEG 2000、PNGのいずれかの画像をアップロードしてください',
  '466': '画像のサイズは{limit}以下にしてください',
  '467': '画像が大きすぎます（上限：{limit}）',
  '468': '必要な画像または証明書類をアップロードしてください',
  '469': '署名されていません。枠内に署名してください',
  '470': 'ログインを確認できませんでした。もう一度お試しください',
  '471': '{coin}の最低入金額は{minimum}です',
  '472': '同じ通貨同士では両替できません',
  '473': '先に出金パスワードを設定してください',
  '474': 'このアドレスは{network}ネットワークでは無効です',
  '475': '{asset}の最低出金額は{minimum}です',
  '476': '二段階認証コードが正しくないか、すでに使用されています',
  '477': 'このトランザクションハッシュの入金はすでに申請されています',
  '478': '現在、この両替のリアルタイム価格を取得できません。しばらくしてからもう一度お試しください',
  '500': '不明なエラーが発生しました',
  '503': 'サービスは一時的にご利用いただけません。しばらくしてからもう一度お試しください',
  '10001': 'ユーザー名またはメールアドレスを入力してください',
  '10002': 'メールアドレスが正しくありません',
  '10003': 'ユーザー名の入力に誤りがあります',
  '10004': 'パスワードが正しくありません',
  '10005': 'ユーザーの状態に異常があります',
  '10006': 'このユーザー名はすでに使用されています',
  '10007': 'このメールアドレスまたは電話番号はすでに登録されています',
  '10008': 'ユーザーの状態が正しくありません',
  '10009': '該当するユーザーが見つかりません',
  '10010': 'スマートトレード（エキスパートアドバイザー）の商品が正しくありません',
  '10011': '残高が不足しています。入金するか、保証金を解除してから購入してください',
  '10012': '該当する日数がありません',
  '10013': '投資金額が正しくありません',
  '10014': 'オプション商品が正しくありません',
  '10015': '現在は取引できません',
  '10016': '購入金額が正しくありません',
  '10017': '該当する期間がありません',
  '10018': 'システムパラメータの取得に失敗しました',
  '10019': '認証状態が正しくありません',
  '10020': 'コレクションの状態が正しくありません',
  '10021': '受取アドレスが入力されていません',
  '10022': '本人確認が完了していません',
  '10023': '借入期間が正しくありません',
  '10024': 'この商品はすでに購入済みです',
  '10025': '出金方法を選択してください',
  '10089': '連続して送信することはできません。{seconds}秒お待ちください',
  '10090': '先に認証コードを送信してください',
  '10091': '認証コードが正しくありません',
  '10092': '残高が不足しています',
  '10093': '出金パスワードが正しくありません',
  '20001': '審査に提出しました',
  '20002': '入金申請を受け付け、審査に提出しました',
  '20003': '出金申請を受け付け、審査に提出しました',
  '20004': '購入が完了しました',
  '20005': '変更が完了しました',
  'mail.code.subject': '【Meridian】認証コードのお知らせ',
  'mail.code.body':
    '認証コードは {code} です。有効期限は{minutes}分です。お心当たりがない場合は、このメッセージを破棄してください。',
  'sms.code.body': '【Meridian】認証コード：{code}（有効期限{minutes}分）',
  'notification.welcome.title': 'Meridianへようこそ',
  'notification.welcome.body': 'デモ口座には練習用の仮想資金 {amount} USDT が入金されています。',
  'notification.demoReset.title': 'デモ口座をリセットしました',
  'notification.demoReset.body': 'デモ口座の残高が {amount} USDT にリセットされました。',
  'notification.passwordChanged.title': 'パスワードが変更されました',
  'notification.passwordChanged.body':
    'ログインパスワードが変更されました。お心当たりがない場合は、直ちにサポートまでお問い合わせください。',
  'notification.orderFilled.title': '注文が約定しました',
  'notification.orderFilled.body':
    '{code}の待機注文（{lots}ロット）が{price}で約定し、ポジションが建てられました。',
  'notification.orderCancelled.title': '待機注文が取り消されました',
  'notification.orderCancelled.body':
    '余剰証拠金が不足しているため、{code}の待機注文（{lots}ロット）を{price}で約定できませんでした。拘束されていた証拠金は解放されました。',
  'notification.stopLoss.title': '損切りが発動しました',
  'notification.stopLoss.body':
    '{code}のポジション（{lots}ロット）が{price}で決済されました。損益：{profit} USDT',
  'notification.takeProfit.title': '利益確定価格に到達しました',
  'notification.takeProfit.body':
    '{code}のポジション（{lots}ロット）が{price}で決済されました。損益：{profit} USDT',
  'notification.stopOut.title': 'ロスカット：ポジションが決済されました',
  'notification.stopOut.body':
    '証拠金維持率が{level}%を下回ったため、{code}のポジション（{lots}ロット）が{price}で決済されました。損益：{profit} USDT',
  'notification.optionWon.title': 'オプション判定：利益',
  'notification.optionWon.body':
    '{code}のオプションは{price}で判定されました（権利行使価格：{strike}）。{returned} USDT をお支払いしました。',
  'notification.optionLost.title': 'オプション判定：損失',
  'notification.optionLost.body':
    '{code}のオプションは{price}で判定されました（権利行使価格：{strike}）。投資金額 {stake} USDT は損失となりました。',
  'notification.optionDraw.title': 'オプション判定：同値',
  'notification.optionDraw.body':
    '{code}のオプションは権利行使価格と同じ{strike}で判定されました。投資金額 {stake} USDT を返金しました。',
  'notification.smartSettled.title': 'スマートプランを精算しました',
  'notification.smartSettled.body':
    '{product}プランの{day}日目：評価額が {change} USDT 変動しました。{paid} USDT をお支払いしました（プラットフォームの取り分：{platform} USDT）。',
  'notification.smartEnded.title': 'スマートプランが終了しました',
  'notification.smartEnded.body':
    '{days}日間の{product}プランが終了しました。{returned} USDT を残高に返還しました。累計収益：{revenue} USDT',
  'notification.smartExited.title': 'スマートプランを途中終了しました',
  'notification.smartExited.body':
    '{product}プランを途中終了しました。違約金 {damages} USDT を差し引き、{returned} USDT を残高に返還しました。累計収益：{revenue} USDT',
  'notification.optionVoid.title': 'オプションの投資金額を返金しました',
  'notification.optionVoid.body':
    'オプションの満期時点で{code}の価格が記録されていなかったため、投資金額 {stake} USDT を返金しました。',
  'validation.required': '{field}は必須項目です',
  'validation.invalid': '{field}が正しくありません',
  'validation.passwordRule': 'パスワードは英字と数字を含む8〜64文字で設定してください',
  'validation.withdrawalPasswordRule': '出金パスワードは6〜64文字で設定してください',
  'validation.passwordsDiffer': 'パスワードが一致しません',
  'validation.staffPasswordRule': 'スタッフのパスワードは10文字以上で設定してください',
  'validation.inviteCodeUnknown': 'この招待コードのアカウントはありません',
  'notification.kycVerified.title': '本人確認が完了しました',
  'notification.kycVerified.body':
    '本人確認が承認されました。入金・出金・借入をご利用いただけます。',
  'notification.kycFailed.title': '本人確認が承認されませんでした',
  'notification.kycFailed.body':
    '本人確認は承認されませんでした（理由：{reason}）。内容を修正して再度提出できます。',
  'notification.depositApproved.title': '入金が反映されました',
  'notification.depositApproved.body':
    '{amount} {asset} の入金が承認され、リアル口座に反映されました。',
  'notification.depositRejected.title': '入金が却下されました',
  'notification.depositRejected.body':
    '{amount} {asset} の入金は却下されました（理由：{reason}）。',
  'notification.withdrawalApproved.title': '出金が完了しました',
  'notification.withdrawalApproved.body':
    '{amount} {asset} の出金が承認され、{received} {asset} を送金しました。',
  'notification.withdrawalPasswordSet.title': '出金パスワードを設定しました',
  'notification.withdrawalPasswordSet.body':
    'お客様の口座に出金パスワードが設定されました。お心当たりがない場合は、すぐにサポートへご連絡ください。',
  'notification.withdrawalPasswordChanged.title': '出金パスワードを変更しました',
  'notification.withdrawalPasswordChanged.body':
    '出金パスワードが変更されました。お心当たりがない場合は、すぐにサポートへご連絡ください。',
  'notification.withdrawalRejected.title': '出金が却下されました',
  'notification.withdrawalRejected.body':
    '{amount} {asset} の出金は却下されました（理由：{reason}）。出金額は利用可能残高に戻されました。',
  '479': '二段階認証が有効です。認証アプリのコードを入力してください',
  '480': '二段階認証はすでに有効です',
  '481': '二段階認証が有効になっていないか、設定の有効期限が切れました。もう一度始めてください',
  'notification.newDeviceSignIn.title': 'アカウントへの新しいログイン',
  'notification.newDeviceSignIn.body':
    '新しいデバイスからアカウントにログインがありました：{device}、アドレス {ip}。心当たりがない場合は、パスワードを変更し、「セキュリティ」でそのセッションを終了してください。',
  'notification.twoFactorEnabled.title': '二段階認証を有効にしました',
  'notification.twoFactorEnabled.body':
    'アカウントの二段階認証が有効になりました。リカバリーコードは安全な場所に保管してください。',
  'notification.twoFactorDisabled.title': '二段階認証を無効にしました',
  'notification.twoFactorDisabled.body':
    'アカウントの二段階認証が無効になりました。心当たりがない場合は、すぐにサポートへご連絡ください。',
  'mail.newDevice.subject': 'Meridian アカウントへの新しいログイン',
  'mail.newDevice.body':
    '{time} に新しいデバイスから Meridian アカウントへのログインがありました：{device}、アドレス {ip}。ご本人の場合は対応不要です。心当たりがない場合は、すぐにパスワードを変更し、「アカウント > セキュリティ」でそのセッションを終了してください。',
  '482': '1回の入金で申告できる{coin}は最大{maximum}です',
  '483': 'このサインイン方法はこのプラットフォームでは有効になっていません',
  '484': 'スマートトレードが有効になっていません',
  '485': '途中終了の金額が変更されました。新しい見積もりを確認して、もう一度確定してください',
  '486': 'このプランはすでに運用を終了しています',
  '487':
    'ローンの金利が表示時から変更されました。新しい見積もりを確認して、もう一度署名してください',
  '488': '返済額が {amount} USDT に変わりました。金額を確認して、もう一度確定してください',
  '489': 'このローンは返済中ではありません（審査中、不承認、または返済済みです）',
  '490': '延滞中のローンを返済してから、再度お借入れください',
  '491': '{min}～{limit} USDT の範囲で金額を入力してください',
  'notification.loanApproved.title': 'ローンが承認されました',
  'notification.loanApproved.body':
    'ローン番号 {id} が承認され、{amount} USDT をリアル口座に入金しました。{date}（UTC）までにご返済ください。',
  'notification.loanRejected.title': 'ローンは承認されませんでした',
  'notification.loanRejected.body':
    'ローン番号 {id} のお申し込みは承認されませんでした（理由：{reason}）。入金は行われておらず、ご返済いただくものもありません。',
  'notification.loanRepaid.title': 'ローンを返済しました',
  'notification.loanRepaid.body':
    'ローン番号 {id} の返済が完了しました。利用可能残高から {amount} USDT を引き落としました。ありがとうございました。',
  'notification.loanOverdue.title': 'ローンが延滞しています',
  'notification.loanOverdue.body':
    'ローン番号 {id} は返済期日に返済されず、残高も不足していました。今後は返済されるまで、1日ごとに延滞日利 {rate}%（1日あたり {daily} USDT）が適用されます。また、信用ポイントが {points} に下がりました。',
  'notification.loanDueSoon.title': 'ローンの返済期日まであと3日です',
  'notification.loanDueSoon.body':
    'ローン番号 {id} の返済期日は {date}（UTC）です。本日返済する場合の返済額は {amount} USDT です。この金額を残高に確保しておくと、期日に自動で返済されます。',
  'notification.loanDueTomorrow.title': 'ローンの返済期日は明日です',
  'notification.loanDueTomorrow.body':
    'ローン番号 {id} の返済期日は明日 {date}（UTC）です。本日返済する場合の返済額は {amount} USDT です。この金額を残高に確保しておくと、期日に自動で返済されます。',
  'notification.loanDueToday.title': 'ローンの返済期日は本日です',
  'notification.loanDueToday.body':
    'ローン番号 {id} の返済期日は本日 {date}（UTC）で、返済額は {amount} USDT です。この金額をリアル口座に確保しておくと自動で返済されます。不足している場合は延滞利息が発生します。',
  'notification.loanOverdueReminder.title': 'ローン延滞中：{days}日目',
  'notification.loanOverdueReminder.body':
    'ローン番号 {id} は {date}（UTC）から延滞しています。本日返済する場合の返済額は {amount} USDT で、1日ごとに延滞利息が加算されます。',
  '492': '入札額は {minimum} USDT 以上にしてください',
  '493': '即時購入価格は現在 {price} USDT です。価格をもう一度ご確認のうえ、購入してください',
  'notification.nftOutbid.title': 'より高い入札がありました',
  'notification.nftOutbid.body':
    '「{title}」に {amount} USDT の入札がありました。お客様の入札額 {returned} USDT は利用可能残高に戻りました。',
  'notification.nftWon.title': 'オークションで落札しました',
  'notification.nftWon.body':
    '「{title}」を {amount} USDT で落札しました。全額がチャリティーに寄付され、アイテムはマイNFTに追加されました。ありがとうございました！',
  'notification.nftAuctionEnded.title': 'オークション終了',
  'notification.nftAuctionEnded.body':
    '「{title}」のオークションは {amount} USDT で終了し、他の入札者が落札しました。お客様の入札資金は、より高い入札があった時点で解放されています。',
  'notification.nftReserveNotMet.title': '最低落札価格に届かずオークション終了',
  'notification.nftReserveNotMet.body':
    '「{title}」のオークションは最低落札価格に届かずに終了したため、落札者はいません。お客様の入札額 {returned} USDT は利用可能残高に戻りました。',
  'notification.nftBought.title': '購入完了',
  'notification.nftBought.body':
    '「{title}」を {amount} USDT で購入しました。全額がチャリティーに寄付されました。アイテムはマイNFTにあります。',
  'notification.nftSoldToBuyer.title': '即時購入価格で購入されました',
  'notification.nftSoldToBuyer.body':
    'お客様の入札額が最低落札価格に届く前に、「{title}」が即時購入価格で購入されました。お客様の入札額 {returned} USDT は利用可能残高に戻りました。',
  'notification.chatReply.title': 'カスタマーサービスから返信がありました',
  'notification.chatReply.body': 'お問い合わせに担当者から返信がありました：「{preview}」',
  'chat.mail.replySubject': '【Meridian】カスタマーサービスからの返信',
  'chat.mail.replyBody':
    'お問い合わせに担当者から返信がありました。\n\n{messages}\n\n返信やお問い合わせの続きはこちらから：{link}',
  'chat.mail.transcriptSubject': '【Meridian】カスタマーサービスとの会話記録',
  'chat.mail.transcriptBody':
    'お問い合わせいただきありがとうございます。会話の記録は以下のとおりです（時刻はUTC）。\n\n{transcript}\n\n会話の続きはこちらから：{link}',
  'chat.sender.you': 'お客様',
  'chat.sender.staff': 'カスタマーサービス',
  'chat.image': '[画像]',
  'chat.canned.greeting.title': 'あいさつ',
  'chat.canned.greeting.text':
    'こんにちは。Meridianにお問い合わせいただきありがとうございます。本日はどのようなご用件でしょうか？',
  'chat.canned.checking.title': '確認中',
  'chat.canned.checking.text':
    'ありがとうございます。ただいま確認いたしますので、少々お待ちください。',
  'chat.canned.kycReview.title': '本人確認の審査中',
  'chat.canned.kycReview.text':
    'お客様の本人確認は、現在コンプライアンスチームが審査しております。審査は通常1営業日以内に完了し、結果が出しだい通知でお知らせします。',
  'chat.canned.depositReview.title': '入金の審査中',
  'chat.canned.depositReview.text':
    'お客様の入金をブロックチェーン上で確認しております。確認が取れしだいリアル口座に反映され、通知でお知らせします。',
  'chat.canned.withdrawalReview.title': '出金の審査中',
  'chat.canned.withdrawalReview.text':
    'お客様の出金は審査待ちです。その間、出金額は口座内で拘束されます。却下された場合は、全額が利用可能残高に戻されます。',
  'chat.canned.closing.title': '締めのあいさつ',
  'chat.canned.closing.text':
    'ほかにお手伝いできることはございますか？なければ、この会話を終了いたします。終了後、この会話を評価していただけます。',
};
