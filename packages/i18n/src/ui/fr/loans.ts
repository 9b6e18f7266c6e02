import type { UiLoansMessages } from '../groups.js';

/** French UI strings, group 'loans'; see ../en/loans.ts for the source texts. */
export const uiFrLoans: UiLoansMessages = {
  loanQuote: {
    form: {
      label: 'Montant et durée du prêt',
      amount: 'Montant du prêt (USDT)',
      amountHint: "De {{min}} jusqu'à votre plafond de {{limit}}.",
      term: 'Durée',
      days_one: '{{count}} jour',
      days_other: '{{count}} jours',
      enterAmount: 'Saisissez un montant pour connaître le coût du prêt.',
      invalidAmount: 'Saisissez un montant correct : supérieur à zéro, avec 6 décimales au plus.',
    },
    box: {
      title: 'Coût de ce prêt',
      apr: 'Taux annuel effectif global (TAEG)',
      aprDetail: 'Le coût total exprimé en taux annuel, jours sans intérêts compris.',
      financeCharge: 'Total des intérêts',
      financeChargeDetail:
        "Ce que le prêt vous coûte en intérêts si vous remboursez à la date d'échéance.",
      amountFinanced: 'Montant que vous recevez',
      totalOfPayments: 'Montant total à rembourser',
      dueDate: 'Date de remboursement',
      dueDateDetail:
        "En cas d'accord immédiat ; la durée court à compter du jour où les fonds arrivent sur votre compte.",
    },
    terms: {
      title: 'Taux et conditions',
      dailyRate: "Taux d'intérêt journalier",
      nominalAnnualRate: 'Taux journalier × 365',
      freeDays: 'Jours sans intérêts',
      chargedDays: 'Jours facturés',
      dailyInterest: 'Intérêts par jour facturé',
      overdueRate: 'Taux journalier de retard',
      overdueInterest: 'Intérêts par jour de retard',
      overdueDetail:
        "Chaque jour suivant la date de remboursement est facturé au taux de retard au lieu du taux journalier, jusqu'à votre remboursement ; un prêt en retard fait baisser vos points de crédit et bloque tout nouveau prêt.",
      early:
        "En cas de remboursement anticipé, vous payez le capital et les intérêts des jours entiers écoulés, jamais plus qu'à l'échéance : rembourser le jour {{day}} coûterait {{repayable}} ({{interest}} d'intérêts).",
    },
    schedule: {
      title: 'Échéancier',
      days: 'Jours',
      perDay: 'Par jour',
      interest: 'Intérêts',
      range: 'Jours {{from}}–{{to}}',
      free: 'Sans intérêts',
      repay: 'Remboursement le {{date}}',
    },
    standing: {
      title: 'Ce que vous pouvez emprunter',
      creditPoints: 'Points de crédit',
      limit: 'Votre plafond actuel',
      limitDetail:
        "Fixé selon vos points de crédit, déduction faite des prêts en cours d'examen ou non encore remboursés.",
      ok: 'Vous pouvez demander ce prêt.',
      demo: 'Les prêts sont réservés à votre compte réel. Passez sur celui-ci pour emprunter.',
      kyc: 'Les prêts nécessitent une identité vérifiée. Statut de votre identité : {{status}}.',
      kycLink: "Aller à la vérification d'identité",
      overdue: "Vous avez un prêt en retard. Remboursez-le avant d'emprunter à nouveau.",
      amount: "Le montant minimum d'un prêt est de {{min}}.",
      limitExceeded: 'Ce montant dépasse votre plafond de {{limit}}.',
    },
    kycStatus: {
      unverified: 'non vérifiée',
      under_review: "en cours d'examen",
      verified: 'vérifiée',
      failed: 'refusée — vous pouvez soumettre à nouveau votre demande',
    },
    risk: "Un prêt doit être remboursé avec ses intérêts, quel que soit le résultat de l'usage que vous faites de l'argent. Si vous ne remboursez pas à temps, chaque jour supplémentaire est facturé au taux de retard et vos points de crédit baissent. N'empruntez que ce que vous pouvez rembourser.",
    applySoon:
      "La demande, la signature du contrat et l'examen seront disponibles dans une prochaine version ; les chiffres ci-dessus sont ceux qui figureront au contrat.",
    guest:
      'Connectez-vous pour voir ce que vous coûterait un prêt et combien vous pouvez emprunter.',
    guestLogin: 'Se connecter pour emprunter',
    loading: 'Calcul du coût…',
    failed: "Le coût n'a pas pu être calculé. Réessayez.",
  },
};
