/**
 * English UI strings, group 'loans': the Loan tab (/loan, issue 15). So far the borrow step's
 * quote: amount and term, the whole cost disclosed before anything is signed, and what the
 * user may borrow. Namespace `loanQuote` (the tab's frame texts stay in base `loans.loan`).
 */
export const uiEnLoans = {
  loanQuote: {
    form: {
      label: 'Loan amount and term',
      amount: 'Loan amount (USDT)',
      amountHint: 'From {{min}} up to your limit of {{limit}}.',
      term: 'Term',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      enterAmount: 'Enter an amount to see what the loan costs.',
      invalidAmount: 'Enter a correct amount: above zero, at most 6 decimals.',
    },
    box: {
      title: 'What this loan costs',
      apr: 'Annual percentage rate',
      aprDetail: 'The whole cost as a yearly rate, the free days counted.',
      financeCharge: 'Total interest',
      financeChargeDetail: 'What the loan costs you in interest if you repay on the date due.',
      amountFinanced: 'Amount you receive',
      totalOfPayments: 'Total you repay',
      dueDate: 'Repayment date',
      dueDateDetail:
        'If approved now; the term counts from the day the money reaches your account.',
    },
    terms: {
      title: 'Rates and terms',
      dailyRate: 'Daily interest rate',
      nominalAnnualRate: 'Daily rate × 365',
      freeDays: 'Interest-free days',
      chargedDays: 'Days charged',
      dailyInterest: 'Interest per day charged',
      overdueRate: 'Overdue daily rate',
      overdueInterest: 'Interest per overdue day',
      overdueDetail:
        'Each day after the repayment date is charged at the overdue rate instead of the daily rate, until you repay; an overdue loan lowers your credit points and stops new loans.',
      early:
        'Repay early and you pay the amount and the interest of the whole days passed, never more than at term: repaying on day {{day}} would cost {{repayable}} ({{interest}} interest).',
    },
    schedule: {
      title: 'Schedule',
      days: 'Days',
      perDay: 'Per day',
      interest: 'Interest',
      range: 'Day {{from}}–{{to}}',
      free: 'Interest-free',
      repay: 'Repay on {{date}}',
    },
    standing: {
      title: 'What you may borrow',
      creditPoints: 'Credit points',
      limit: 'Your limit now',
      limitDetail: 'Set by your credit points, less loans under review or not yet repaid.',
      ok: 'You can apply for this loan.',
      demo: 'Loans are for your real account. Switch to it to borrow.',
      kyc: 'Loans need a verified identity. Your status: {{status}}.',
      kycLink: 'Go to identity verification',
      overdue: 'You have an overdue loan. Repay it before borrowing again.',
      amount: 'The smallest loan is {{min}}.',
      limitExceeded: 'This is above your limit of {{limit}}.',
    },
    kycStatus: {
      unverified: 'not verified',
      under_review: 'under review',
      verified: 'verified',
      failed: 'failed — you may submit again',
    },
    risk: 'A loan must be repaid with its interest, however the use you make of the money turns out. If you do not repay on time, each further day is charged at the overdue rate and your credit points fall. Borrow only what you can repay.',
    applySoon:
      'Applying, signing the agreement and review open in a coming release; the figures above are what the agreement will state.',
    guest: 'Log in to see what a loan would cost you and how much you may borrow.',
    guestLogin: 'Log in to borrow',
    loading: 'Working out the cost…',
    failed: 'The cost could not be worked out. Try again.',
  },
} as const;
