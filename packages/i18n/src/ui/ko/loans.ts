import type { UiLoansMessages } from '../groups.js';

/** Korean UI strings, group 'loans'; see ../en/loans.ts for the source texts. */
export const uiKoLoans: UiLoansMessages = {
  loanQuote: {
    form: {
      label: '대출 금액 및 기간',
      amount: '대출 금액(USDT)',
      amountHint: '{{min}}부터 고객님의 한도인 {{limit}}까지 가능합니다.',
      term: '기간',
      days_one: '{{count}}일',
      days_other: '{{count}}일',
      enterAmount: '금액을 입력하시면 대출 비용을 확인하실 수 있습니다.',
      invalidAmount: '올바른 금액을 입력해 주십시오. 0보다 크고 소수점 이하 6자리까지 가능합니다.',
    },
    box: {
      title: '이 대출의 비용',
      apr: '연 환산 실질 이자율',
      aprDetail: '무이자 기간을 반영하여 총비용을 연 이자율로 환산한 값입니다.',
      financeCharge: '총이자',
      financeChargeDetail: '만기일에 상환하실 경우 이 대출에 대해 부담하시는 이자입니다.',
      amountFinanced: '실수령액',
      totalOfPayments: '총상환액',
      dueDate: '상환일',
      dueDateDetail:
        '지금 승인되는 경우의 상환일이며, 기간은 대출금이 고객님 계좌에 입금된 날부터 계산됩니다.',
    },
    terms: {
      title: '이자율 및 조건',
      dailyRate: '일 이자율',
      nominalAnnualRate: '일 이자율 × 365',
      freeDays: '무이자 기간',
      chargedDays: '이자 부과 일수',
      dailyInterest: '이자 부과일 1일당 이자',
      overdueRate: '연체 일 이자율',
      overdueInterest: '연체 1일당 이자',
      overdueDetail:
        '상환일 다음 날부터 상환하실 때까지 매일 일 이자율 대신 연체 이자율이 적용됩니다. 연체 중인 대출이 있으면 신용 점수가 낮아지고 신규 대출이 중단됩니다.',
      early:
        '중도 상환 시에는 대출 원금과 경과한 일수(1일 단위)만큼의 이자를 납부하시며, 만기 상환 시보다 많아지지 않습니다. {{day}}일째에 상환하시면 {{repayable}}(이자 {{interest}})입니다.',
    },
    schedule: {
      title: '일정',
      days: '기간',
      perDay: '1일당',
      interest: '이자',
      range: '{{from}}~{{to}}일차',
      free: '무이자',
      repay: '{{date}}에 상환',
    },
    standing: {
      title: '대출 가능 금액',
      creditPoints: '신용 점수',
      limit: '현재 한도',
      limitDetail:
        '신용 점수에 따라 정해지며, 심사 중이거나 아직 상환되지 않은 대출 금액이 차감됩니다.',
      ok: '이 대출을 신청하실 수 있습니다.',
      demo: '대출은 실전 계좌에서만 이용하실 수 있습니다. 대출을 받으시려면 실전 계좌로 전환해 주십시오.',
      kyc: '대출을 이용하시려면 본인 인증이 필요합니다. 현재 상태: {{status}}.',
      kycLink: '본인 인증으로 이동',
      overdue: '연체 중인 대출이 있습니다. 다시 대출을 받으시려면 먼저 상환해 주십시오.',
      amount: '최소 대출 금액은 {{min}}입니다.',
      limitExceeded: '고객님의 한도인 {{limit}}을(를) 초과합니다.',
    },
    kycStatus: {
      unverified: '미인증',
      under_review: '심사 중',
      verified: '인증 완료',
      failed: '승인 거절(다시 제출하실 수 있습니다)',
    },
    risk: '대출은 빌린 자금을 어떻게 운용하든 그 결과와 관계없이 이자와 함께 상환해야 합니다. 기한 내에 상환하지 않으시면 이후 매일 연체 이자율이 적용되고 신용 점수가 낮아집니다. 상환할 수 있는 만큼만 대출을 받으십시오.',
    applySoon:
      '신청, 계약서 서명 및 심사는 향후 업데이트에서 제공됩니다. 위의 수치는 계약서에 기재될 내용입니다.',
    guest: '로그인하시면 대출 비용과 대출 가능 금액을 확인하실 수 있습니다.',
    guestLogin: '로그인하고 대출받기',
    loading: '비용을 계산하는 중…',
    failed: '비용을 계산하지 못했습니다. 다시 시도해 주십시오.',
  },
};
