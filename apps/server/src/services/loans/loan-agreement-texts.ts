import type { Language } from '@meridian/i18n';

/**
 * The loan agreement's wording (issue 15) in the 11 interface languages. `{placeholders}` are
 * filled by render-loan-agreement.ts with figures printed exactly as the quote gives them:
 * amounts as decimal strings followed by "USDT", rates as exact percentages ("0.07%").
 */
export interface LoanAgreementTexts {
  title: string;
  /** Under the title: the loan's number and the application time. */
  number: string;
  dated: string;
  partiesHeading: string;
  lender: string;
  borrower: string;
  /** What the agreement is, before the figures. */
  preamble: string;
  figuresHeading: string;
  labels: {
    amount: string;
    term: string;
    dailyRate: string;
    nominalAnnualRate: string;
    annualPercentageRate: string;
    interestFreeDays: string;
    chargedDays: string;
    dailyInterest: string;
    totalInterest: string;
    repayable: string;
    overdueDailyRate: string;
    overdueDailyInterest: string;
  };
  /** A number of days: "{days} days". */
  daysValue: string;
  scheduleHeading: string;
  scheduleColumns: { days: string; dailyInterest: string; interest: string };
  /** One row of the schedule: days {from} to {to}. */
  scheduleRange: string;
  scheduleTotal: string;
  termsHeading: string;
  termsFreeDays: string;
  termsNoFreeDays: string;
  termsDailyInterest: string;
  termsNothingBilled: string;
  termsRepayment: string;
  termsOverdue: string;
  termsEarlyRepayment: string;
  riskHeading: string;
  risk: string;
  signatureHeading: string;
  signatureStatement: string;
  signatureLine: string;
  /** Footer of each page. */
  page: string;
}

export const LOAN_AGREEMENT_TEXTS: Readonly<Record<Language, LoanAgreementTexts>> = {
  en: {
    title: 'Loan Agreement',
    number: 'Agreement No. {loanNumber}',
    dated: 'Date of application: {date}',
    partiesHeading: 'Parties',
    lender: 'Lender: {lender}',
    borrower: 'Borrower: {name} ({contact})',
    preamble:
      'The Lender lends the Borrower the amount below in USDT on the terms of this agreement. The loan is paid out after review; every day of the term is counted from the payout, not from this application.',
    figuresHeading: 'Loan figures',
    labels: {
      amount: 'Loan amount (principal)',
      term: 'Term',
      dailyRate: 'Daily interest rate',
      nominalAnnualRate: 'Nominal annual rate (daily rate × 365)',
      annualPercentageRate: 'Annual percentage rate (APR)',
      interestFreeDays: 'Interest-free days',
      chargedDays: 'Days billed',
      dailyInterest: 'Interest per billed day',
      totalInterest: 'Total interest',
      repayable: 'Amount to repay on the repayment date',
      overdueDailyRate: 'Overdue daily rate (overlay rate)',
      overdueDailyInterest: 'Interest per overdue day',
    },
    daysValue: '{days} days',
    scheduleHeading: 'Interest schedule',
    scheduleColumns: { days: 'Days', dailyInterest: 'Interest per day', interest: 'Interest' },
    scheduleRange: 'Day {from} to {to}',
    scheduleTotal: 'Total',
    termsHeading: 'Terms',
    termsFreeDays:
      'Interest-free days: the first {freeDays} days of the loan are interest-free and are never billed.',
    termsNoFreeDays: 'Interest-free days: this loan has none; every day of the term is billed.',
    termsDailyInterest:
      'Daily interest: from day {firstChargedDay} to day {days}, each day is billed {dailyInterest} USDT ({dailyRate} of the principal per day), {totalInterest} USDT in total for the term.',
    termsNothingBilled: 'Daily interest: no day of the term is billed.',
    termsRepayment:
      'Repayment: on the repayment date, {days} days after the payout, the Borrower repays {repayable} USDT, the principal plus the interest.',
    termsOverdue:
      'Overdue days: each day after the repayment date until the loan is repaid is billed at the overlay rate of {overdueDailyRate} of the principal ({overdueDailyInterest} USDT a day) instead of the daily rate, not in addition to it.',
    termsEarlyRepayment:
      'Early repayment: the Borrower may repay at any time before the repayment date and then pays the principal plus the interest of the whole days elapsed since the payout; a partly elapsed day and the interest-free days are never billed. For example, repaying on day {earlyDay} costs {earlyRepayable} USDT ({earlyInterest} USDT of interest).',
    riskHeading: 'Risk statement',
    risk: 'If the Borrower does not repay by the repayment date, the loan becomes overdue: interest accrues every day at the overlay rate of {overdueDailyRate} ({overdueDailyInterest} USDT a day) until the loan is repaid, the Borrower’s credit points are lowered, and no new loan can be taken while a loan is overdue. Borrow only what you can repay on time.',
    signatureHeading: 'Signature',
    signatureStatement:
      'The Borrower has read this agreement and signed it electronically; the signature drawn on screen is reproduced below.',
    signatureLine: 'Borrower: {name}, signed on {date}',
    page: 'Agreement No. {loanNumber} · page {page} of {pages}',
  },
  ja: {
    title: '借入契約書',
    number: '契約番号 {loanNumber}',
    dated: '申込日時：{date}',
    partiesHeading: '当事者',
    lender: '貸主：{lender}',
    borrower: '借主：{name}（{contact}）',
    preamble:
      '貸主は、本契約の条件に従い、下記の金額を USDT で借主に貸し付けます。貸付金は審査の後に支払われ、期間の各日はこの申込日ではなく支払日から数えます。',
    figuresHeading: '借入の内容',
    labels: {
      amount: '借入金額（元本）',
      term: '借入期間',
      dailyRate: '日利',
      nominalAnnualRate: '名目年利（日利 × 365）',
      annualPercentageRate: '実質年率（APR）',
      interestFreeDays: '無利息日数',
      chargedDays: '利息が発生する日数',
      dailyInterest: '1日あたりの利息',
      totalInterest: '利息合計',
      repayable: '返済日の返済額',
      overdueDailyRate: '延滞日利（延滞利率）',
      overdueDailyInterest: '延滞1日あたりの利息',
    },
    daysValue: '{days}日',
    scheduleHeading: '利息の内訳',
    scheduleColumns: { days: '日', dailyInterest: '1日あたりの利息', interest: '利息' },
    scheduleRange: '{from}日目〜{to}日目',
    scheduleTotal: '合計',
    termsHeading: '契約条件',
    termsFreeDays:
      '無利息期間：借入の最初の{freeDays}日間は無利息で、利息が請求されることはありません。',
    termsNoFreeDays: '無利息期間：この借入にはありません。期間のすべての日に利息が発生します。',
    termsDailyInterest:
      '日々の利息：{firstChargedDay}日目から{days}日目まで、毎日 {dailyInterest} USDT（元本の1日あたり {dailyRate}）が請求され、期間全体で合計 {totalInterest} USDT となります。',
    termsNothingBilled: '日々の利息：期間中に利息が発生する日はありません。',
    termsRepayment:
      '返済：支払日から{days}日後の返済日に、借主は元本と利息の合計 {repayable} USDT を返済します。',
    termsOverdue:
      '延滞：返済日の翌日から返済されるまでの各日には、日利に代えて（日利に加えてではなく）、元本の {overdueDailyRate} の延滞利率（1日 {overdueDailyInterest} USDT）が適用されます。',
    termsEarlyRepayment:
      '期限前返済：借主は返済日より前にいつでも返済でき、その場合は元本と、支払日から経過した満日数分の利息を支払います。経過途中の日と無利息日に利息が請求されることはありません。例：{earlyDay}日目に返済する場合は {earlyRepayable} USDT（うち利息 {earlyInterest} USDT）です。',
    riskHeading: 'リスクについて',
    risk: '借主が返済日までに返済しない場合、借入は延滞となります。返済されるまで毎日、延滞利率 {overdueDailyRate}（1日 {overdueDailyInterest} USDT）で利息が発生し、借主のクレジットポイントが引き下げられ、延滞中は新たな借入ができません。期限どおりに返済できる範囲でお借入れください。',
    signatureHeading: '署名',
    signatureStatement:
      '借主は本契約の内容を確認し、電子的に署名しました。画面上で書かれた署名を以下に示します。',
    signatureLine: '借主：{name}　署名日時：{date}',
    page: '契約番号 {loanNumber} · {page} / {pages} ページ',
  },
  ko: {
    title: '대출 계약서',
    number: '계약 번호 {loanNumber}',
    dated: '신청 일시: {date}',
    partiesHeading: '계약 당사자',
    lender: '대여자: {lender}',
    borrower: '차입자: {name} ({contact})',
    preamble:
      '대여자는 이 계약의 조건에 따라 아래 금액을 USDT로 차입자에게 빌려줍니다. 대출금은 심사 후 지급되며, 기간의 모든 날짜는 이 신청일이 아니라 지급일부터 계산합니다.',
    figuresHeading: '대출 내용',
    labels: {
      amount: '대출 금액(원금)',
      term: '대출 기간',
      dailyRate: '일 이자율',
      nominalAnnualRate: '명목 연이율(일 이자율 × 365)',
      annualPercentageRate: '실질 연이율(APR)',
      interestFreeDays: '무이자 일수',
      chargedDays: '이자가 부과되는 일수',
      dailyInterest: '부과일 하루 이자',
      totalInterest: '총이자',
      repayable: '상환일 상환 금액',
      overdueDailyRate: '연체 일 이자율(가산 이자율)',
      overdueDailyInterest: '연체 하루 이자',
    },
    daysValue: '{days}일',
    scheduleHeading: '이자 내역',
    scheduleColumns: { days: '기간', dailyInterest: '하루 이자', interest: '이자' },
    scheduleRange: '{from}일차~{to}일차',
    scheduleTotal: '합계',
    termsHeading: '계약 조건',
    termsFreeDays: '무이자 기간: 대출의 처음 {freeDays}일은 무이자이며 이자가 부과되지 않습니다.',
    termsNoFreeDays:
      '무이자 기간: 이 대출에는 무이자 기간이 없으며 기간의 모든 날에 이자가 부과됩니다.',
    termsDailyInterest:
      '일일 이자: {firstChargedDay}일차부터 {days}일차까지 매일 {dailyInterest} USDT(원금의 하루 {dailyRate})가 부과되며, 기간 전체의 이자는 총 {totalInterest} USDT입니다.',
    termsNothingBilled: '일일 이자: 기간 중 이자가 부과되는 날은 없습니다.',
    termsRepayment:
      '상환: 차입자는 지급일로부터 {days}일 후인 상환일에 원금과 이자를 합한 {repayable} USDT를 상환합니다.',
    termsOverdue:
      '연체: 상환일 다음 날부터 상환할 때까지 매일 일 이자율 대신(일 이자율에 더하여가 아니라) 원금의 {overdueDailyRate}인 가산 이자율(하루 {overdueDailyInterest} USDT)이 부과됩니다.',
    termsEarlyRepayment:
      '중도 상환: 차입자는 상환일 전에 언제든지 상환할 수 있으며, 이 경우 원금과 지급일 이후 경과한 온전한 일수의 이자를 지급합니다. 일부만 경과한 날과 무이자 일에는 이자가 부과되지 않습니다. 예: {earlyDay}일차에 상환하면 {earlyRepayable} USDT(이자 {earlyInterest} USDT)입니다.',
    riskHeading: '위험 고지',
    risk: '차입자가 상환일까지 상환하지 않으면 대출은 연체 상태가 됩니다. 상환할 때까지 매일 가산 이자율 {overdueDailyRate}(하루 {overdueDailyInterest} USDT)로 이자가 발생하고, 차입자의 신용 점수가 낮아지며, 연체 중에는 새 대출을 받을 수 없습니다. 기한 내에 상환할 수 있는 금액만 빌리십시오.',
    signatureHeading: '서명',
    signatureStatement:
      '차입자는 이 계약서를 읽고 전자적으로 서명했습니다. 화면에 그린 서명은 아래와 같습니다.',
    signatureLine: '차입자: {name}, 서명 일시: {date}',
    page: '계약 번호 {loanNumber} · {pages}쪽 중 {page}쪽',
  },
  de: {
    title: 'Darlehensvertrag',
    number: 'Vertrag Nr. {loanNumber}',
    dated: 'Antragsdatum: {date}',
    partiesHeading: 'Vertragsparteien',
    lender: 'Darlehensgeber: {lender}',
    borrower: 'Darlehensnehmer: {name} ({contact})',
    preamble:
      'Der Darlehensgeber gewährt dem Darlehensnehmer den unten genannten Betrag in USDT zu den Bedingungen dieses Vertrags. Das Darlehen wird nach einer Prüfung ausgezahlt; jeder Tag der Laufzeit wird ab der Auszahlung gezählt, nicht ab diesem Antrag.',
    figuresHeading: 'Darlehensdaten',
    labels: {
      amount: 'Darlehensbetrag (Kapital)',
      term: 'Laufzeit',
      dailyRate: 'Tageszinssatz',
      nominalAnnualRate: 'Nominaler Jahreszins (Tageszinssatz × 365)',
      annualPercentageRate: 'Effektiver Jahreszins',
      interestFreeDays: 'Zinsfreie Tage',
      chargedDays: 'Berechnete Tage',
      dailyInterest: 'Zinsen je berechnetem Tag',
      totalInterest: 'Zinsen insgesamt',
      repayable: 'Rückzahlungsbetrag am Fälligkeitstag',
      overdueDailyRate: 'Tageszinssatz bei Verzug (Verzugssatz)',
      overdueDailyInterest: 'Zinsen je Verzugstag',
    },
    daysValue: '{days} Tage',
    scheduleHeading: 'Zinsplan',
    scheduleColumns: { days: 'Tage', dailyInterest: 'Zinsen pro Tag', interest: 'Zinsen' },
    scheduleRange: 'Tag {from} bis {to}',
    scheduleTotal: 'Summe',
    termsHeading: 'Bedingungen',
    termsFreeDays:
      'Zinsfreie Tage: Die ersten {freeDays} Tage des Darlehens sind zinsfrei und werden nie berechnet.',
    termsNoFreeDays:
      'Zinsfreie Tage: Dieses Darlehen hat keine; jeder Tag der Laufzeit wird berechnet.',
    termsDailyInterest:
      'Tageszinsen: Vom {firstChargedDay}. bis zum {days}. Tag werden für jeden Tag {dailyInterest} USDT berechnet ({dailyRate} des Kapitals pro Tag), insgesamt {totalInterest} USDT für die Laufzeit.',
    termsNothingBilled: 'Tageszinsen: Kein Tag der Laufzeit wird berechnet.',
    termsRepayment:
      'Rückzahlung: Am Fälligkeitstag, {days} Tage nach der Auszahlung, zahlt der Darlehensnehmer {repayable} USDT zurück, das Kapital zuzüglich der Zinsen.',
    termsOverdue:
      'Verzugstage: Jeder Tag nach dem Fälligkeitstag bis zur Rückzahlung wird mit dem Verzugssatz von {overdueDailyRate} des Kapitals ({overdueDailyInterest} USDT pro Tag) berechnet, und zwar anstelle des Tageszinssatzes, nicht zusätzlich.',
    termsEarlyRepayment:
      'Vorzeitige Rückzahlung: Der Darlehensnehmer kann jederzeit vor dem Fälligkeitstag zurückzahlen und zahlt dann das Kapital zuzüglich der Zinsen der seit der Auszahlung vollständig verstrichenen Tage; ein angebrochener Tag und die zinsfreien Tage werden nie berechnet. Beispiel: Eine Rückzahlung am Tag {earlyDay} kostet {earlyRepayable} USDT (davon {earlyInterest} USDT Zinsen).',
    riskHeading: 'Risikohinweis',
    risk: 'Zahlt der Darlehensnehmer nicht bis zum Fälligkeitstag zurück, gerät das Darlehen in Verzug: Bis zur Rückzahlung fallen jeden Tag Zinsen zum Verzugssatz von {overdueDailyRate} ({overdueDailyInterest} USDT pro Tag) an, die Bonitätspunkte des Darlehensnehmers werden gesenkt, und solange ein Darlehen im Verzug ist, kann kein neues aufgenommen werden. Leihen Sie nur, was Sie rechtzeitig zurückzahlen können.',
    signatureHeading: 'Unterschrift',
    signatureStatement:
      'Der Darlehensnehmer hat diesen Vertrag gelesen und elektronisch unterschrieben; die auf dem Bildschirm gezeichnete Unterschrift ist unten wiedergegeben.',
    signatureLine: 'Darlehensnehmer: {name}, unterschrieben am {date}',
    page: 'Vertrag Nr. {loanNumber} · Seite {page} von {pages}',
  },
  fr: {
    title: 'Contrat de prêt',
    number: 'Contrat n° {loanNumber}',
    dated: 'Date de la demande : {date}',
    partiesHeading: 'Parties',
    lender: 'Prêteur : {lender}',
    borrower: 'Emprunteur : {name} ({contact})',
    preamble:
      'Le Prêteur prête à l’Emprunteur le montant ci-dessous en USDT aux conditions du présent contrat. Le prêt est versé après examen ; chaque jour de la durée est compté à partir du versement, et non de cette demande.',
    figuresHeading: 'Chiffres du prêt',
    labels: {
      amount: 'Montant du prêt (capital)',
      term: 'Durée',
      dailyRate: 'Taux d’intérêt journalier',
      nominalAnnualRate: 'Taux annuel nominal (taux journalier × 365)',
      annualPercentageRate: 'Taux annuel effectif global (TAEG)',
      interestFreeDays: 'Jours sans intérêts',
      chargedDays: 'Jours facturés',
      dailyInterest: 'Intérêts par jour facturé',
      totalInterest: 'Total des intérêts',
      repayable: 'Montant à rembourser à l’échéance',
      overdueDailyRate: 'Taux journalier de retard (taux majoré)',
      overdueDailyInterest: 'Intérêts par jour de retard',
    },
    daysValue: '{days} jours',
    scheduleHeading: 'Échéancier des intérêts',
    scheduleColumns: { days: 'Jours', dailyInterest: 'Intérêts par jour', interest: 'Intérêts' },
    scheduleRange: 'Jour {from} à {to}',
    scheduleTotal: 'Total',
    termsHeading: 'Conditions',
    termsFreeDays:
      'Jours sans intérêts : les {freeDays} premiers jours du prêt sont sans intérêts et ne sont jamais facturés.',
    termsNoFreeDays:
      'Jours sans intérêts : ce prêt n’en comporte aucun ; chaque jour de la durée est facturé.',
    termsDailyInterest:
      'Intérêts journaliers : du jour {firstChargedDay} au jour {days}, chaque jour est facturé {dailyInterest} USDT ({dailyRate} du capital par jour), soit {totalInterest} USDT au total pour la durée.',
    termsNothingBilled: 'Intérêts journaliers : aucun jour de la durée n’est facturé.',
    termsRepayment:
      'Remboursement : à l’échéance, {days} jours après le versement, l’Emprunteur rembourse {repayable} USDT, le capital plus les intérêts.',
    termsOverdue:
      'Jours de retard : chaque jour après l’échéance jusqu’au remboursement est facturé au taux majoré de {overdueDailyRate} du capital ({overdueDailyInterest} USDT par jour) à la place du taux journalier, et non en plus de celui-ci.',
    termsEarlyRepayment:
      'Remboursement anticipé : l’Emprunteur peut rembourser à tout moment avant l’échéance ; il paie alors le capital plus les intérêts des jours entiers écoulés depuis le versement ; un jour entamé et les jours sans intérêts ne sont jamais facturés. Par exemple, rembourser le jour {earlyDay} coûte {earlyRepayable} USDT (dont {earlyInterest} USDT d’intérêts).',
    riskHeading: 'Avertissement sur les risques',
    risk: 'Si l’Emprunteur ne rembourse pas à l’échéance, le prêt passe en retard : des intérêts courent chaque jour au taux majoré de {overdueDailyRate} ({overdueDailyInterest} USDT par jour) jusqu’au remboursement, les points de crédit de l’Emprunteur sont diminués et aucun nouveau prêt ne peut être obtenu tant qu’un prêt est en retard. N’empruntez que ce que vous pouvez rembourser à temps.',
    signatureHeading: 'Signature',
    signatureStatement:
      'L’Emprunteur a lu le présent contrat et l’a signé électroniquement ; la signature tracée à l’écran est reproduite ci-dessous.',
    signatureLine: 'Emprunteur : {name}, signé le {date}',
    page: 'Contrat n° {loanNumber} · page {page} sur {pages}',
  },
  it: {
    title: 'Contratto di prestito',
    number: 'Contratto n. {loanNumber}',
    dated: 'Data della richiesta: {date}',
    partiesHeading: 'Parti',
    lender: 'Mutuante: {lender}',
    borrower: 'Mutuatario: {name} ({contact})',
    preamble:
      'Il Mutuante presta al Mutuatario l’importo indicato sotto in USDT alle condizioni del presente contratto. Il prestito viene erogato dopo la verifica; ogni giorno della durata si conta dall’erogazione, non da questa richiesta.',
    figuresHeading: 'Dati del prestito',
    labels: {
      amount: 'Importo del prestito (capitale)',
      term: 'Durata',
      dailyRate: 'Tasso di interesse giornaliero',
      nominalAnnualRate: 'Tasso annuo nominale (tasso giornaliero × 365)',
      annualPercentageRate: 'Tasso annuo effettivo globale (TAEG)',
      interestFreeDays: 'Giorni senza interessi',
      chargedDays: 'Giorni addebitati',
      dailyInterest: 'Interessi per giorno addebitato',
      totalInterest: 'Interessi totali',
      repayable: 'Importo da rimborsare alla scadenza',
      overdueDailyRate: 'Tasso giornaliero di mora (tasso maggiorato)',
      overdueDailyInterest: 'Interessi per giorno di ritardo',
    },
    daysValue: '{days} giorni',
    scheduleHeading: 'Piano degli interessi',
    scheduleColumns: {
      days: 'Giorni',
      dailyInterest: 'Interessi al giorno',
      interest: 'Interessi',
    },
    scheduleRange: 'Dal giorno {from} al {to}',
    scheduleTotal: 'Totale',
    termsHeading: 'Condizioni',
    termsFreeDays:
      'Giorni senza interessi: i primi {freeDays} giorni del prestito sono senza interessi e non vengono mai addebitati.',
    termsNoFreeDays:
      'Giorni senza interessi: questo prestito non ne prevede; ogni giorno della durata viene addebitato.',
    termsDailyInterest:
      'Interessi giornalieri: dal giorno {firstChargedDay} al giorno {days} ogni giorno vengono addebitati {dailyInterest} USDT ({dailyRate} del capitale al giorno), per un totale di {totalInterest} USDT sull’intera durata.',
    termsNothingBilled: 'Interessi giornalieri: nessun giorno della durata viene addebitato.',
    termsRepayment:
      'Rimborso: alla scadenza, {days} giorni dopo l’erogazione, il Mutuatario rimborsa {repayable} USDT, il capitale più gli interessi.',
    termsOverdue:
      'Giorni di ritardo: ogni giorno dopo la scadenza fino al rimborso viene addebitato al tasso maggiorato di {overdueDailyRate} del capitale ({overdueDailyInterest} USDT al giorno) al posto del tasso giornaliero, non in aggiunta a esso.',
    termsEarlyRepayment:
      'Rimborso anticipato: il Mutuatario può rimborsare in qualsiasi momento prima della scadenza e paga allora il capitale più gli interessi dei giorni interi trascorsi dall’erogazione; un giorno iniziato e i giorni senza interessi non vengono mai addebitati. Ad esempio, rimborsare il giorno {earlyDay} costa {earlyRepayable} USDT (di cui {earlyInterest} USDT di interessi).',
    riskHeading: 'Avvertenza sui rischi',
    risk: 'Se il Mutuatario non rimborsa entro la scadenza, il prestito diventa scaduto: ogni giorno maturano interessi al tasso maggiorato di {overdueDailyRate} ({overdueDailyInterest} USDT al giorno) fino al rimborso, i punti di credito del Mutuatario vengono ridotti e, finché un prestito è scaduto, non se ne può ottenere uno nuovo. Prendi in prestito solo ciò che puoi rimborsare in tempo.',
    signatureHeading: 'Firma',
    signatureStatement:
      'Il Mutuatario ha letto il presente contratto e lo ha firmato elettronicamente; la firma tracciata sullo schermo è riprodotta qui sotto.',
    signatureLine: 'Mutuatario: {name}, firmato il {date}',
    page: 'Contratto n. {loanNumber} · pagina {page} di {pages}',
  },
  es: {
    title: 'Contrato de préstamo',
    number: 'Contrato n.º {loanNumber}',
    dated: 'Fecha de la solicitud: {date}',
    partiesHeading: 'Partes',
    lender: 'Prestamista: {lender}',
    borrower: 'Prestatario: {name} ({contact})',
    preamble:
      'El Prestamista presta al Prestatario el importe indicado abajo en USDT en las condiciones de este contrato. El préstamo se desembolsa tras una revisión; cada día del plazo se cuenta desde el desembolso, no desde esta solicitud.',
    figuresHeading: 'Cifras del préstamo',
    labels: {
      amount: 'Importe del préstamo (principal)',
      term: 'Plazo',
      dailyRate: 'Tipo de interés diario',
      nominalAnnualRate: 'Tipo anual nominal (tipo diario × 365)',
      annualPercentageRate: 'Tasa anual equivalente (TAE)',
      interestFreeDays: 'Días sin intereses',
      chargedDays: 'Días cobrados',
      dailyInterest: 'Intereses por día cobrado',
      totalInterest: 'Intereses totales',
      repayable: 'Importe a devolver en la fecha de vencimiento',
      overdueDailyRate: 'Tipo diario de mora (tipo recargado)',
      overdueDailyInterest: 'Intereses por día de mora',
    },
    daysValue: '{days} días',
    scheduleHeading: 'Calendario de intereses',
    scheduleColumns: { days: 'Días', dailyInterest: 'Intereses por día', interest: 'Intereses' },
    scheduleRange: 'Del día {from} al {to}',
    scheduleTotal: 'Total',
    termsHeading: 'Condiciones',
    termsFreeDays:
      'Días sin intereses: los primeros {freeDays} días del préstamo no generan intereses y nunca se cobran.',
    termsNoFreeDays:
      'Días sin intereses: este préstamo no tiene ninguno; se cobra cada día del plazo.',
    termsDailyInterest:
      'Intereses diarios: del día {firstChargedDay} al día {days} se cobran {dailyInterest} USDT por día ({dailyRate} del principal al día), {totalInterest} USDT en total durante el plazo.',
    termsNothingBilled: 'Intereses diarios: no se cobra ningún día del plazo.',
    termsRepayment:
      'Devolución: en la fecha de vencimiento, {days} días después del desembolso, el Prestatario devuelve {repayable} USDT, el principal más los intereses.',
    termsOverdue:
      'Días de mora: cada día posterior a la fecha de vencimiento hasta la devolución se cobra al tipo recargado de {overdueDailyRate} del principal ({overdueDailyInterest} USDT al día) en lugar del tipo diario, no además de él.',
    termsEarlyRepayment:
      'Devolución anticipada: el Prestatario puede devolver el préstamo en cualquier momento antes del vencimiento y paga entonces el principal más los intereses de los días completos transcurridos desde el desembolso; un día empezado y los días sin intereses nunca se cobran. Por ejemplo, devolverlo el día {earlyDay} cuesta {earlyRepayable} USDT ({earlyInterest} USDT de intereses).',
    riskHeading: 'Advertencia de riesgos',
    risk: 'Si el Prestatario no devuelve el préstamo en la fecha de vencimiento, el préstamo entra en mora: cada día se generan intereses al tipo recargado de {overdueDailyRate} ({overdueDailyInterest} USDT al día) hasta su devolución, se reducen los puntos de crédito del Prestatario y no se puede obtener un préstamo nuevo mientras haya uno en mora. Pide prestado solo lo que puedas devolver a tiempo.',
    signatureHeading: 'Firma',
    signatureStatement:
      'El Prestatario ha leído este contrato y lo ha firmado electrónicamente; la firma trazada en la pantalla se reproduce a continuación.',
    signatureLine: 'Prestatario: {name}, firmado el {date}',
    page: 'Contrato n.º {loanNumber} · página {page} de {pages}',
  },
  vi: {
    title: 'Hợp đồng vay',
    number: 'Hợp đồng số {loanNumber}',
    dated: 'Thời điểm đăng ký: {date}',
    partiesHeading: 'Các bên',
    lender: 'Bên cho vay: {lender}',
    borrower: 'Bên vay: {name} ({contact})',
    preamble:
      'Bên cho vay cho Bên vay vay số tiền dưới đây bằng USDT theo các điều khoản của hợp đồng này. Khoản vay được giải ngân sau khi xét duyệt; mỗi ngày của kỳ hạn được tính từ ngày giải ngân, không phải từ ngày đăng ký này.',
    figuresHeading: 'Số liệu khoản vay',
    labels: {
      amount: 'Số tiền vay (tiền gốc)',
      term: 'Kỳ hạn',
      dailyRate: 'Lãi suất theo ngày',
      nominalAnnualRate: 'Lãi suất danh nghĩa năm (lãi suất ngày × 365)',
      annualPercentageRate: 'Lãi suất thực tế năm (APR)',
      interestFreeDays: 'Số ngày miễn lãi',
      chargedDays: 'Số ngày tính lãi',
      dailyInterest: 'Tiền lãi mỗi ngày tính lãi',
      totalInterest: 'Tổng tiền lãi',
      repayable: 'Số tiền trả vào ngày đến hạn',
      overdueDailyRate: 'Lãi suất quá hạn theo ngày (lãi suất phạt)',
      overdueDailyInterest: 'Tiền lãi mỗi ngày quá hạn',
    },
    daysValue: '{days} ngày',
    scheduleHeading: 'Lịch tính lãi',
    scheduleColumns: { days: 'Ngày', dailyInterest: 'Lãi mỗi ngày', interest: 'Tiền lãi' },
    scheduleRange: 'Ngày {from} đến {to}',
    scheduleTotal: 'Tổng cộng',
    termsHeading: 'Điều khoản',
    termsFreeDays:
      'Ngày miễn lãi: {freeDays} ngày đầu tiên của khoản vay được miễn lãi và không bao giờ bị tính lãi.',
    termsNoFreeDays:
      'Ngày miễn lãi: khoản vay này không có ngày miễn lãi; mọi ngày của kỳ hạn đều bị tính lãi.',
    termsDailyInterest:
      'Lãi theo ngày: từ ngày {firstChargedDay} đến ngày {days}, mỗi ngày tính {dailyInterest} USDT ({dailyRate} tiền gốc mỗi ngày), tổng cộng {totalInterest} USDT cho cả kỳ hạn.',
    termsNothingBilled: 'Lãi theo ngày: không có ngày nào của kỳ hạn bị tính lãi.',
    termsRepayment:
      'Trả nợ: vào ngày đến hạn, {days} ngày sau khi giải ngân, Bên vay trả {repayable} USDT, gồm tiền gốc và tiền lãi.',
    termsOverdue:
      'Ngày quá hạn: mỗi ngày sau ngày đến hạn cho đến khi trả hết nợ bị tính theo lãi suất phạt {overdueDailyRate} tiền gốc ({overdueDailyInterest} USDT mỗi ngày) thay cho lãi suất theo ngày, không cộng thêm vào lãi suất đó.',
    termsEarlyRepayment:
      'Trả nợ trước hạn: Bên vay có thể trả nợ bất cứ lúc nào trước ngày đến hạn và khi đó trả tiền gốc cộng tiền lãi của những ngày trọn vẹn đã trôi qua kể từ khi giải ngân; ngày chưa trọn và các ngày miễn lãi không bao giờ bị tính lãi. Ví dụ: trả nợ vào ngày {earlyDay} mất {earlyRepayable} USDT (trong đó tiền lãi là {earlyInterest} USDT).',
    riskHeading: 'Cảnh báo rủi ro',
    risk: 'Nếu Bên vay không trả nợ trước ngày đến hạn, khoản vay trở thành quá hạn: mỗi ngày phát sinh tiền lãi theo lãi suất phạt {overdueDailyRate} ({overdueDailyInterest} USDT mỗi ngày) cho đến khi trả hết nợ, điểm tín dụng của Bên vay bị giảm, và không thể vay khoản mới khi còn khoản vay quá hạn. Chỉ vay số tiền bạn có thể trả đúng hạn.',
    signatureHeading: 'Chữ ký',
    signatureStatement:
      'Bên vay đã đọc hợp đồng này và ký điện tử; chữ ký vẽ trên màn hình được thể hiện dưới đây.',
    signatureLine: 'Bên vay: {name}, ký ngày {date}',
    page: 'Hợp đồng số {loanNumber} · trang {page}/{pages}',
  },
  zh: {
    title: '借款合同',
    number: '合同编号 {loanNumber}',
    dated: '申请时间：{date}',
    partiesHeading: '合同双方',
    lender: '出借人：{lender}',
    borrower: '借款人：{name}（{contact}）',
    preamble:
      '出借人按本合同的条款，以 USDT 向借款人出借下列金额。借款经审核后发放；借款期限的每一天均自放款之日起计算，而非自本次申请之日起计算。',
    figuresHeading: '借款数据',
    labels: {
      amount: '借款金额（本金）',
      term: '借款期限',
      dailyRate: '日利率',
      nominalAnnualRate: '名义年利率（日利率 × 365）',
      annualPercentageRate: '年化综合费率（APR）',
      interestFreeDays: '免息天数',
      chargedDays: '计息天数',
      dailyInterest: '每个计息日的利息',
      totalInterest: '利息总额',
      repayable: '还款日应还金额',
      overdueDailyRate: '逾期日利率（罚息利率）',
      overdueDailyInterest: '每个逾期日的利息',
    },
    daysValue: '{days} 天',
    scheduleHeading: '利息明细',
    scheduleColumns: { days: '天数', dailyInterest: '每日利息', interest: '利息' },
    scheduleRange: '第 {from} 天至第 {to} 天',
    scheduleTotal: '合计',
    termsHeading: '合同条款',
    termsFreeDays: '免息期：借款的前 {freeDays} 天免息，永不计收利息。',
    termsNoFreeDays: '免息期：本笔借款没有免息天数，期限内每一天均计收利息。',
    termsDailyInterest:
      '每日利息：自第 {firstChargedDay} 天至第 {days} 天，每天计收 {dailyInterest} USDT（本金的每日 {dailyRate}），整个期限合计 {totalInterest} USDT。',
    termsNothingBilled: '每日利息：期限内没有任何一天计收利息。',
    termsRepayment: '还款：在放款后第 {days} 天的还款日，借款人偿还本金加利息共 {repayable} USDT。',
    termsOverdue:
      '逾期：还款日之后直至还清为止的每一天，按本金的 {overdueDailyRate} 罚息利率（每天 {overdueDailyInterest} USDT）计收利息，该利率取代日利率，而非在日利率之外另行加收。',
    termsEarlyRepayment:
      '提前还款：借款人可在还款日前随时还款，届时支付本金加上自放款起已满整天数的利息；不足一天的部分及免息天数永不计收利息。例如，在第 {earlyDay} 天还款需支付 {earlyRepayable} USDT（其中利息 {earlyInterest} USDT）。',
    riskHeading: '风险提示',
    risk: '如借款人未在还款日前还款，借款即转为逾期：在还清之前，每天按罚息利率 {overdueDailyRate}（每天 {overdueDailyInterest} USDT）计收利息，借款人的信用分将被扣减，且存在逾期借款期间不能申请新的借款。请只借您能按时偿还的金额。',
    signatureHeading: '签名',
    signatureStatement: '借款人已阅读本合同并以电子方式签署；在屏幕上手写的签名如下所示。',
    signatureLine: '借款人：{name}，签署时间：{date}',
    page: '合同编号 {loanNumber} · 第 {page} 页，共 {pages} 页',
  },
  hk: {
    title: '借款合約',
    number: '合約編號 {loanNumber}',
    dated: '申請時間：{date}',
    partiesHeading: '合約雙方',
    lender: '貸款人：{lender}',
    borrower: '借款人：{name}（{contact}）',
    preamble:
      '貸款人按本合約的條款，以 USDT 向借款人貸出下列金額。貸款經審核後發放；貸款期限的每一天均由放款之日起計算，而非由本次申請之日起計算。',
    figuresHeading: '貸款資料',
    labels: {
      amount: '借款金額（本金）',
      term: '借款期限',
      dailyRate: '日利率',
      nominalAnnualRate: '名義年利率（日利率 × 365）',
      annualPercentageRate: '實際年利率（APR）',
      interestFreeDays: '免息日數',
      chargedDays: '計息日數',
      dailyInterest: '每個計息日的利息',
      totalInterest: '利息總額',
      repayable: '還款日應還金額',
      overdueDailyRate: '逾期日利率（罰息利率）',
      overdueDailyInterest: '每個逾期日的利息',
    },
    daysValue: '{days} 天',
    scheduleHeading: '利息明細',
    scheduleColumns: { days: '日數', dailyInterest: '每日利息', interest: '利息' },
    scheduleRange: '第 {from} 天至第 {to} 天',
    scheduleTotal: '合計',
    termsHeading: '合約條款',
    termsFreeDays: '免息期：借款的首 {freeDays} 天免息，永不收取利息。',
    termsNoFreeDays: '免息期：本筆借款沒有免息日，期限內每一天均收取利息。',
    termsDailyInterest:
      '每日利息：由第 {firstChargedDay} 天至第 {days} 天，每天收取 {dailyInterest} USDT（本金的每日 {dailyRate}），整個期限合共 {totalInterest} USDT。',
    termsNothingBilled: '每日利息：期限內沒有任何一天收取利息。',
    termsRepayment: '還款：於放款後第 {days} 天的還款日，借款人償還本金連利息共 {repayable} USDT。',
    termsOverdue:
      '逾期：還款日之後直至還清為止的每一天，按本金的 {overdueDailyRate} 罰息利率（每天 {overdueDailyInterest} USDT）收取利息，該利率取代日利率，而非在日利率以外另行加收。',
    termsEarlyRepayment:
      '提前還款：借款人可於還款日前隨時還款，屆時支付本金加上自放款起已滿整日數的利息；不足一天的部分及免息日永不收取利息。例如，於第 {earlyDay} 天還款需支付 {earlyRepayable} USDT（其中利息 {earlyInterest} USDT）。',
    riskHeading: '風險聲明',
    risk: '如借款人未於還款日前還款，借款即轉為逾期：在還清之前，每天按罰息利率 {overdueDailyRate}（每天 {overdueDailyInterest} USDT）收取利息，借款人的信用積分將被扣減，而在有逾期借款期間不能申請新的借款。請只借取您能按時償還的金額。',
    signatureHeading: '簽署',
    signatureStatement: '借款人已閱讀本合約並以電子方式簽署；於螢幕上手寫的簽名如下所示。',
    signatureLine: '借款人：{name}，簽署時間：{date}',
    page: '合約編號 {loanNumber} · 第 {page} 頁，共 {pages} 頁',
  },
  ar: {
    title: 'عقد قرض',
    number: 'رقم العقد {loanNumber}',
    dated: 'تاريخ الطلب: {date}',
    partiesHeading: 'الطرفان',
    lender: 'المُقرض: {lender}',
    borrower: 'المقترض: {name} ({contact})',
    preamble:
      'يُقرض المُقرض المقترضَ المبلغ المبيّن أدناه بعملة USDT وفق شروط هذا العقد. يُصرف القرض بعد المراجعة، وتُحتسب كل أيام المدة من تاريخ الصرف لا من تاريخ هذا الطلب.',
    figuresHeading: 'أرقام القرض',
    labels: {
      amount: 'مبلغ القرض (أصل الدين)',
      term: 'المدة',
      dailyRate: 'سعر الفائدة اليومي',
      nominalAnnualRate: 'السعر السنوي الاسمي (السعر اليومي × 365)',
      annualPercentageRate: 'معدل النسبة السنوية (APR)',
      interestFreeDays: 'أيام بلا فائدة',
      chargedDays: 'الأيام المحتسبة',
      dailyInterest: 'الفائدة عن كل يوم محتسب',
      totalInterest: 'إجمالي الفائدة',
      repayable: 'المبلغ المستحق في تاريخ السداد',
      overdueDailyRate: 'سعر التأخير اليومي (السعر الإضافي)',
      overdueDailyInterest: 'الفائدة عن كل يوم تأخير',
    },
    daysValue: '{days} يومًا',
    scheduleHeading: 'جدول الفائدة',
    scheduleColumns: { days: 'الأيام', dailyInterest: 'الفائدة اليومية', interest: 'الفائدة' },
    scheduleRange: 'من اليوم {from} إلى اليوم {to}',
    scheduleTotal: 'المجموع',
    termsHeading: 'الشروط',
    termsFreeDays:
      'الأيام بلا فائدة: أول {freeDays} أيام من القرض بلا فائدة ولا تُحتسب عليها أي فائدة أبدًا.',
    termsNoFreeDays:
      'الأيام بلا فائدة: لا يتضمن هذا القرض أيامًا بلا فائدة، وتُحتسب الفائدة عن كل يوم من المدة.',
    termsDailyInterest:
      'الفائدة اليومية: من اليوم {firstChargedDay} إلى اليوم {days} تُحتسب عن كل يوم فائدة قدرها {dailyInterest} USDT، أي {dailyRate} من أصل الدين يوميًا، وإجماليها {totalInterest} USDT عن المدة كلها.',
    termsNothingBilled: 'الفائدة اليومية: لا يُحتسب أي يوم من أيام المدة.',
    termsRepayment:
      'السداد: في تاريخ السداد، بعد {days} يومًا من الصرف، يسدّد المقترض {repayable} USDT، وهي أصل الدين مضافًا إليه الفائدة.',
    termsOverdue:
      'أيام التأخير: كل يوم بعد تاريخ السداد حتى سداد القرض تُحتسب عنه فائدة بالسعر الإضافي البالغ {overdueDailyRate} من أصل الدين، أي {overdueDailyInterest} USDT يوميًا، بدلًا من السعر اليومي لا إضافةً إليه.',
    termsEarlyRepayment:
      'السداد المبكر: يجوز للمقترض السداد في أي وقت قبل تاريخ السداد، وعندئذ يدفع أصل الدين مضافًا إليه فائدة الأيام الكاملة المنقضية منذ الصرف، ولا يُحتسب اليوم غير المكتمل ولا الأيام بلا فائدة أبدًا. مثال: السداد في اليوم {earlyDay} يكلّف {earlyRepayable} USDT، منها {earlyInterest} USDT فائدة.',
    riskHeading: 'بيان المخاطر',
    risk: 'إذا لم يسدّد المقترض القرض بحلول تاريخ السداد يصبح القرض متأخرًا: تتراكم الفائدة كل يوم بالسعر الإضافي البالغ {overdueDailyRate}، أي {overdueDailyInterest} USDT يوميًا، حتى سداده، وتُخفَّض نقاط الائتمان الخاصة بالمقترض، ولا يمكن الحصول على قرض جديد ما دام هناك قرض متأخر. لا تقترض إلا ما تستطيع سداده في موعده.',
    signatureHeading: 'التوقيع',
    signatureStatement:
      'قرأ المقترض هذا العقد ووقّعه إلكترونيًا، ويظهر أدناه التوقيع الذي رسمه على الشاشة.',
    signatureLine: 'المقترض: {name}، وُقّع في {date}',
    page: 'رقم العقد {loanNumber} · الصفحة {page} من {pages}',
  },
};
