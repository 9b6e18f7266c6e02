import type { UiLoansMessages } from '../groups.js';

/** Italian UI strings, group 'loans'; see ../en/loans.ts for the source texts. */
export const uiItLoans: UiLoansMessages = {
  loanQuote: {
    form: {
      label: 'Importo e durata del prestito',
      amount: 'Importo del prestito (USDT)',
      amountHint: 'Da {{min}} fino al Suo limite di {{limit}}.',
      term: 'Durata',
      days_one: '{{count}} giorno',
      days_other: '{{count}} giorni',
      enterAmount: 'Inserisca un importo per vedere quanto costa il prestito.',
      invalidAmount: 'Inserisca un importo corretto: maggiore di zero, con al massimo 6 decimali.',
    },
    box: {
      title: 'Quanto costa questo prestito',
      apr: 'Tasso annuo effettivo globale (TAEG)',
      aprDetail:
        'Il costo totale espresso come tasso annuo, tenendo conto dei giorni senza interessi.',
      financeCharge: 'Interessi totali',
      financeChargeDetail:
        'Quanto Le costa il prestito in interessi se rimborsa alla data di scadenza.',
      amountFinanced: 'Importo che riceve',
      totalOfPayments: 'Totale da rimborsare',
      dueDate: 'Data di rimborso',
      dueDateDetail:
        'In caso di approvazione immediata; la durata decorre dal giorno in cui il denaro viene accreditato sul Suo conto.',
    },
    terms: {
      title: 'Tassi e condizioni',
      dailyRate: "Tasso d'interesse giornaliero",
      nominalAnnualRate: 'Tasso giornaliero × 365',
      freeDays: 'Giorni senza interessi',
      chargedDays: 'Giorni con addebito di interessi',
      dailyInterest: 'Interessi per giorno addebitato',
      overdueRate: 'Tasso giornaliero di mora',
      overdueInterest: 'Interessi per giorno di ritardo',
      overdueDetail:
        'Ogni giorno successivo alla data di rimborso viene addebitato al tasso di mora anziché al tasso giornaliero, fino al rimborso; un prestito scaduto e non rimborsato riduce i Suoi punti credito e blocca nuovi prestiti.',
      early:
        "Se rimborsa in anticipo, paga l'importo e gli interessi dei giorni interi trascorsi, mai più che alla scadenza: rimborsare il giorno {{day}} costerebbe {{repayable}} ({{interest}} di interessi).",
    },
    schedule: {
      title: 'Calendario',
      days: 'Giorni',
      perDay: 'Al giorno',
      interest: 'Interessi',
      range: 'Giorni {{from}}–{{to}}',
      free: 'Senza interessi',
      repay: 'Rimborso il {{date}}',
    },
    standing: {
      title: 'Quanto può prendere in prestito',
      creditPoints: 'Punti credito',
      limit: 'Il Suo limite attuale',
      limitDetail:
        'Determinato dai Suoi punti credito, al netto dei prestiti in revisione o non ancora rimborsati.',
      ok: 'Può richiedere questo prestito.',
      demo: 'I prestiti sono riservati al conto reale. Passi al conto reale per ottenere un prestito.',
      kyc: "I prestiti richiedono un'identità verificata. Stato della verifica: {{status}}.",
      kycLink: "Vai alla verifica dell'identità",
      overdue: 'Ha un prestito scaduto. Lo rimborsi prima di richiederne un altro.',
      amount: "L'importo minimo di un prestito è {{min}}.",
      limitExceeded: 'Supera il Suo limite di {{limit}}.',
    },
    kycStatus: {
      unverified: 'non verificata',
      under_review: 'in revisione',
      verified: 'verificata',
      failed: 'non riuscita: può inviarla di nuovo',
    },
    risk: "Un prestito va rimborsato con i relativi interessi, qualunque sia l'esito dell'uso che fa del denaro. Se non rimborsa in tempo, ogni giorno successivo viene addebitato al tasso di mora e i Suoi punti credito diminuiscono. Prenda in prestito solo ciò che è in grado di rimborsare.",
    applySoon:
      'Richiesta, firma del contratto e revisione saranno disponibili in una prossima versione; gli importi indicati sopra sono quelli che riporterà il contratto.',
    guest: 'Acceda per vedere quanto Le costerebbe un prestito e quanto può prendere in prestito.',
    guestLogin: 'Accedi per ottenere un prestito',
    loading: 'Calcolo del costo…',
    failed: 'Non è stato possibile calcolare il costo. Riprovi.',
  },
};
