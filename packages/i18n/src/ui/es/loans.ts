import type { UiLoansMessages } from '../groups.js';

/** Spanish UI strings, group 'loans'; see ../en/loans.ts for the source texts. */
export const uiEsLoans: UiLoansMessages = {
  loanQuote: {
    form: {
      label: 'Importe y plazo del préstamo',
      amount: 'Importe del préstamo (USDT)',
      amountHint: 'Desde {{min}} hasta su límite de {{limit}}.',
      term: 'Plazo',
      days_one: '{{count}} día',
      days_other: '{{count}} días',
      enterAmount: 'Introduzca un importe para ver lo que cuesta el préstamo.',
      invalidAmount:
        'Introduzca un importe correcto: mayor que cero y con 6 decimales como máximo.',
    },
    box: {
      title: 'Lo que cuesta este préstamo',
      apr: 'Tasa anual equivalente (TAE)',
      aprDetail:
        'El coste total expresado como tipo anual, teniendo en cuenta los días sin intereses.',
      financeCharge: 'Intereses totales',
      financeChargeDetail:
        'Lo que le cuesta el préstamo en intereses si lo reembolsa en la fecha de vencimiento.',
      amountFinanced: 'Importe que recibe',
      totalOfPayments: 'Total a reembolsar',
      dueDate: 'Fecha de reembolso',
      dueDateDetail:
        'Si se aprueba ahora; el plazo se cuenta desde el día en que el dinero llega a su cuenta.',
    },
    terms: {
      title: 'Tipos y condiciones',
      dailyRate: 'Tipo de interés diario',
      nominalAnnualRate: 'Tipo diario × 365',
      freeDays: 'Días sin intereses',
      chargedDays: 'Días que devengan intereses',
      dailyInterest: 'Intereses por día devengado',
      overdueRate: 'Tipo diario de demora',
      overdueInterest: 'Intereses por día de demora',
      overdueDetail:
        'Cada día posterior a la fecha de reembolso se cobra al tipo de demora en lugar del tipo diario, hasta que reembolse el préstamo; un préstamo vencido e impagado reduce sus puntos de crédito e impide solicitar nuevos préstamos.',
      early:
        'Si reembolsa anticipadamente, paga el importe y los intereses de los días completos transcurridos, nunca más que al vencimiento: reembolsar el día {{day}} costaría {{repayable}} ({{interest}} de intereses).',
    },
    schedule: {
      title: 'Calendario',
      days: 'Días',
      perDay: 'Por día',
      interest: 'Intereses',
      range: 'Días {{from}}–{{to}}',
      free: 'Sin intereses',
      repay: 'Reembolso el {{date}}',
    },
    standing: {
      title: 'Lo que puede pedir prestado',
      creditPoints: 'Puntos de crédito',
      limit: 'Su límite actual',
      limitDetail:
        'Se fija según sus puntos de crédito, descontando los préstamos en revisión o aún no reembolsados.',
      ok: 'Puede solicitar este préstamo.',
      demo: 'Los préstamos son para su cuenta real. Cambie a ella para pedir un préstamo.',
      kyc: 'Los préstamos requieren una identidad verificada. Estado de su identidad: {{status}}.',
      kycLink: 'Ir a la verificación de identidad',
      overdue: 'Tiene un préstamo vencido. Reembólselo antes de volver a pedir un préstamo.',
      amount: 'El importe mínimo de un préstamo es {{min}}.',
      limitExceeded: 'Supera su límite de {{limit}}.',
    },
    kycStatus: {
      unverified: 'no verificada',
      under_review: 'en revisión',
      verified: 'verificada',
      failed: 'rechazada; puede enviar de nuevo su solicitud',
    },
    risk: 'Un préstamo debe reembolsarse con sus intereses, sea cual sea el resultado de lo que haga con el dinero. Si no lo reembolsa a tiempo, cada día adicional se cobra al tipo de demora y sus puntos de crédito bajan. Pida prestado solo lo que pueda devolver.',
    applySoon:
      'La solicitud, la firma del contrato y la revisión llegarán en una próxima versión; las cifras anteriores son las que figurarán en el contrato.',
    guest: 'Inicie sesión para ver cuánto le costaría un préstamo y cuánto puede pedir prestado.',
    guestLogin: 'Iniciar sesión para pedir un préstamo',
    loading: 'Calculando el coste…',
    failed: 'No se ha podido calcular el coste. Inténtelo de nuevo.',
  },
};
