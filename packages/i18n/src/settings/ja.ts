import type { SettingTexts } from './en.js';

export const settingTextsJa: SettingTexts = {
  descriptions: {
    demoGrant: '新規ユーザーの登録時にデモ口座へ付与する USDT。',
    codeValidity: 'メールまたは SMS で送った認証コードの有効時間（分）。',
    codeResend: '同じ宛先に次の認証コードを送れるまでの秒数。',
    codeMaxAttempts: '認証コードが無効になるまでに許される誤入力の回数。',
    sessionDays: 'ユーザーのログインセッションが続く日数。',
    loginFreeFailures:
      '1 つのアドレスから、以降の試行に待ち時間が課されるまでに許されるログイン失敗の回数。',
    loginDelayBase:
      '無料の失敗回数を超えた後の最初の待ち時間（ミリ秒）。失敗のたびに倍になります。',
    loginDelayMax: '1 つのアドレスからのログイン試行間の最長の待ち時間（ミリ秒）。',
    loginFailureWindow: 'アドレスの失敗回数が最初の失敗から何分で忘れられるか。',
    loginAccountFailures:
      '1 アカウントへの 1 時間あたりのログイン失敗数（全アドレス合計）。これを超えると各アドレスは最初の失敗で止められます。',
    loginAttemptsPerIp: '1 つのアドレスが 1 分間に行えるログイン試行の回数。',
    socketsPerAddress: '1 つのアドレスが 1 つのサーバープロセスに保てるライブ接続の数。',
    socketsTotal: '1 つのサーバープロセスが保てるライブ接続の合計数。',
    availabilityChecks: '1 つのアドレスが 1 分間に行えるユーザー名・メールの利用可否確認の回数。',
    twoFactorChallenge: 'ログインの第 2 段階（二要素コード）が開いている時間（分）。',
    twoFactorAttempts: 'ログインの第 2 段階で試せるコードの回数。',
    twoFactorEnrolment: '新しい認証アプリを確認するまでの時間（分）。過ぎると設定をやり直します。',
    codeSendsPerIp: '1 つのアドレスが 1 時間に要求できる認証コードの数。',
    externalSignInPerIp: '1 つのアドレスが 1 分間に開始できる Google・ウォレットログインの回数。',
    initialCreditPoints: '新規ユーザーの初期信用ポイント。',
    spotMakerFee: '現物のメイカー手数料（ベーシスポイント、1 bp = 0.01%）。',
    spotTakerFee: '現物のテイカー手数料（ベーシスポイント、1 bp = 0.01%）。',
    marginCommission: '新規建て時に想定元本にかかる証拠金取引の手数料（ベーシスポイント）。',
    exchangeSpread: '通貨両替にかかるスプレッド（ベーシスポイント）。',
    withdrawalFee: '出金額に対する出金手数料（ベーシスポイント、最低手数料以上）。',
    stopOutLevel:
      'この証拠金維持率（純資産 ÷ 使用証拠金、%）を下回ると、損失の大きいポジションから決済されます。',
    minLots: '証拠金注文の最小数量（ロット）。',
    maxLots: '証拠金注文の最大数量（ロット）。',
    smartCommission:
      'スマートプランの各約定にかかる手数料（取引額に対するベーシスポイント）。実運用とバックテストの両方に適用します。',
    smartSlippage:
      'スマートプランの各約定にスプレッドとは別にかかる不利なスリッページ（ベーシスポイント）。実運用とバックテストの両方に適用します。',
    smartEnabled:
      'スマートトレードのオン（1）またはオフ（0）。オフの場合、誰もプランを購入できません（「スマートトレードが有効になっていません」）。運用中のプランはサイクル終了まで継続します。',
    lotStep: '証拠金注文の数量の刻み（ロット）。',
    maxQuoteAge:
      '取引時間中に取引に使える最も古い価格（ミリ秒）。これより古い場合は配信障害とみなします。',
    optionTimeframes:
      'オプションの期間：秒:配当率 %:最小賭け金:最大賭け金（USDT）をカンマ区切りで。',
    optionSettleTickAge:
      'オプションの決済に使える、満期前の最も古い価格（ミリ秒）。ない場合は無効として返金します。',
    mmLevels: '自社マーケットメイカーが各サイドに提示する価格段階の数。',
    mmStep: 'マーケットメイカーの最初の段階の価格からの距離と段階間の間隔（ベーシスポイント）。',
    mmLevelUsdt: 'マーケットメイカーが各段階に提示する USDT 建ての金額。',
    mmRequoteBp: 'マーケットメイカーが気配を出し直す価格変動幅（ベーシスポイント）。',
    mmRequoteMs: 'マーケットメイカーが必ず気配を出し直すまでの時間（ミリ秒）。',
    mmInventory: '各口座でマーケットメイカーに一度だけ渡す在庫：資産:数量 をカンマ区切りで。',
    uploadMaxBytes: '受け付けるアップロードの最大サイズ（バイト）。',
    uploadMaxPixels: '受け付ける画像の最大画素数（幅 × 高さ）。',
    uploadsPerHour: '1 ユーザーが 1 時間にアップロードできる回数。',
    kycReviewHours: 'KYC 審査をユーザーに約束する時間（時間）。',
    depositMinimum: '{asset} の最小入金額。',
    depositAddress:
      '{network} 上のプラットフォームの {asset} 受取アドレス。空欄ならそのネットワークでは入金を受け付けません。',
    withdrawalMinFee: '{asset} の最低出金手数料。',
    depositMaximum: '1 件の {asset} 入金申告で申告できる最大額。',
    downloadUrl: 'アプリのダウンロード先のウェブアドレス。',
    loanDailyRate: '{days}日間のローンの日利（小数で指定：0.0005 = 1日0.05%）。',
    loanInterestFreeDays: 'ローンの実行後、利息が一切かからない日数。',
    loanOverdueMultiplier: '延滞日利は、ローンの日利にこの値を掛けたものです。',
    loanAmountPerPoint: '信用ポイント1点あたりに借りられるUSDT（上限 = 信用ポイント × この値）。',
    loanMinAmount: 'ローンの最小額（USDT）。',
    loanOnTimePoints: '期日までに返済したときに加算される信用ポイント。',
    loanOverduePoints: 'ローンが延滞になったときに差し引かれる信用ポイント。',
    nftMinRaise:
      '最高入札額に対する最低引き上げ幅（その入札額に対するベーシスポイント、500 = 5%）。アイテムの入札単位の方が大きい場合はそちらが適用されます。',
    nftExtendWindow:
      'オークション終了までの残りがこの秒数以下の時点で入札があると、終了時刻が延長されます（スナイピング対策）。',
    feeLevels:
      'VIPレベル（レベル0から）：そのレベルが適用されるリアル口座の30日間取引高（USDT）、ユーザーが支払う取引手数料の割引、招待した友達の手数料から得る報酬の割合。いずれも手数料に対するベーシスポイント（1000 = 10%）。',
    chatBusinessHours:
      'チャットでスタッフが対応する時間（UTC）：曜日 0（日曜）〜6 と時刻。例：1-5 08:00-20:00。空欄 = 常時。',
    chatSendsPerMinute:
      '1人（ユーザーまたは訪問者）が1分間にチャットで送信できるメッセージ数。超えた分は拒否されます（429）。',
    chatMailUnreadAfter:
      'お客様がこの秒数を過ぎても読んでいないスタッフの返信は、メールで送信されます（ベルにも表示）。',
    nftExtendBy:
      'そのような終了間際の入札があった場合、オークションはその入札からこの秒数後に終了します。',
  },
  rules: {
    integer: '{min} から {max} までの整数',
    amount: '{min} から {max} までの小数の金額',
    amountAbove: '{min} より大きく {max} 以下の小数の金額',
    format: '{format} の形式',
    address: '有効な {network} アドレス、または空欄',
    url: 'https:// または http:// で始まるウェブアドレス',
  },
};
