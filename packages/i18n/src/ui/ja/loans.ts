import type { UiLoansMessages } from '../groups.js';

/** Japanese UI strings, group 'loans'; see ../en/loans.ts for the source texts. */
export const uiJaLoans: UiLoansMessages = {
  loanQuote: {
    form: {
      label: '借入金額と期間',
      amount: '借入金額（USDT）',
      amountHint: '{{min}}から、お客様の借入限度額{{limit}}までお借入れいただけます。',
      term: '期間',
      days_one: '{{count}}日',
      days_other: '{{count}}日',
      enterAmount: '金額を入力すると、ローンの費用が表示されます。',
      invalidAmount: '正しい金額を入力してください（0より大きく、小数点以下6桁まで）。',
    },
    box: {
      title: 'このローンの費用',
      apr: '実質年率',
      aprDetail: '無利息期間を含めて、費用の総額を年率で表したものです。',
      financeCharge: '利息総額',
      financeChargeDetail: '返済期日に返済した場合に、このローンでお支払いいただく利息です。',
      amountFinanced: 'お受取金額',
      totalOfPayments: '返済総額',
      dueDate: '返済期日',
      dueDateDetail:
        '今すぐ承認された場合の期日です。期間は、資金がお客様の口座に入金された日から起算します。',
    },
    terms: {
      title: '金利と条件',
      dailyRate: '日利',
      nominalAnnualRate: '日利 × 365',
      freeDays: '無利息期間',
      chargedDays: '利息発生日数',
      dailyInterest: '利息発生日1日あたりの利息',
      overdueRate: '延滞日利',
      overdueInterest: '延滞1日あたりの利息',
      overdueDetail:
        '返済期日の翌日以降は、返済されるまで、日利に代えて延滞日利が1日ごとに適用されます。延滞中のローンがあると信用ポイントが下がり、新たなお借入れができなくなります。',
      early:
        '期限前に返済する場合は、元金と経過した日数分（1日単位）の利息をお支払いいただきます。満期時の返済額を超えることはありません。{{day}}日目に返済した場合の返済額は{{repayable}}（うち利息{{interest}}）です。',
    },
    schedule: {
      title: 'スケジュール',
      days: '期間',
      perDay: '1日あたり',
      interest: '利息',
      range: '{{from}}～{{to}}日目',
      free: '無利息',
      repay: '{{date}}に返済',
    },
    standing: {
      title: 'お借入れ可能額',
      creditPoints: '信用ポイント',
      limit: '現在の借入限度額',
      limitDetail:
        '信用ポイントに基づいて設定され、審査中または未返済のローンの金額が差し引かれます。',
      ok: 'このローンをお申し込みいただけます。',
      demo: 'ローンはリアル口座でご利用いただけます。お借入れにはリアル口座に切り替えてください。',
      kyc: 'ローンのご利用には本人確認が必要です。現在のステータス：{{status}}。',
      kycLink: '本人確認へ進む',
      overdue: '延滞中のローンがあります。再度お借入れいただく前に返済してください。',
      amount: '最低借入金額は{{min}}です。',
      limitExceeded: '借入限度額の{{limit}}を超えています。',
    },
    kycStatus: {
      unverified: '未確認',
      under_review: '審査中',
      verified: '確認済み',
      failed: '不承認（再度提出できます）',
    },
    risk: 'ローンは、借り入れた資金の運用結果にかかわらず、利息とともに返済しなければなりません。期日までに返済されない場合、以降1日ごとに延滞日利が適用され、信用ポイントが下がります。返済できる範囲でお借入れください。',
    applySoon:
      'お申し込み、契約書への署名、審査は今後のリリースで開始します。上記の数値は、契約書に記載される内容です。',
    guest: 'ログインすると、ローンの費用とお借入れ可能額をご確認いただけます。',
    guestLogin: 'ログインして借り入れる',
    loading: '費用を計算しています…',
    failed: '費用を計算できませんでした。もう一度お試しください。',
  },
};
