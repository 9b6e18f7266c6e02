import type { SettingTexts } from './en.js';

export const settingTextsEs: SettingTexts = {
  descriptions: {
    demoGrant: 'USDT abonados en la cuenta demo de un usuario nuevo al registrarse.',
    codeValidity:
      'Minutos que un código de verificación enviado por correo o SMS sigue siendo válido.',
    codeResend:
      'Segundos antes de que se pueda enviar otro código de verificación a la misma dirección.',
    codeMaxAttempts: 'Intentos fallidos que admite un código de verificación antes de anularse.',
    sessionDays: 'Días que dura la sesión de un usuario.',
    loginFreeFailures:
      'Inicios de sesión fallidos desde una dirección antes de que cada nuevo intento deba esperar.',
    loginDelayBase:
      'Primera espera tras los fallos libres, en milisegundos; se duplica con cada nuevo fallo.',
    loginDelayMax:
      'Espera más larga entre intentos de inicio de sesión desde una dirección, en milisegundos.',
    loginFailureWindow:
      'Minutos tras su primer fallo después de los cuales se olvida el recuento de fallos de una dirección.',
    loginAccountFailures:
      'Inicios de sesión fallidos en una cuenta por hora (desde todas las direcciones) a partir de los cuales cada dirección se detiene tras su primer fallo.',
    loginAttemptsPerIp: 'Intentos de inicio de sesión que una dirección puede hacer por minuto.',
    socketsPerAddress:
      'Conexiones en directo que una dirección puede mantener en un proceso del servidor.',
    socketsTotal: 'Conexiones en directo que un proceso del servidor puede mantener en total.',
    availabilityChecks:
      'Comprobaciones de disponibilidad de nombre de usuario y correo que una dirección puede hacer por minuto.',
    twoFactorChallenge:
      'Minutos que permanece abierto el segundo paso del inicio de sesión (el código de dos factores).',
    twoFactorAttempts: 'Códigos que se pueden probar en un segundo paso del inicio de sesión.',
    twoFactorEnrolment:
      'Minutos para confirmar una nueva app de autenticación antes de tener que empezar de nuevo su configuración.',
    codeSendsPerIp: 'Códigos de verificación que una dirección puede pedir por hora.',
    externalSignInPerIp:
      'Inicios de sesión con Google y monedero que una dirección puede empezar por minuto.',
    initialCreditPoints: 'Puntos de crédito con los que empieza un usuario nuevo.',
    spotMakerFee: 'Comisión maker al contado, en puntos básicos (1 pb = 0,01 %).',
    spotTakerFee: 'Comisión taker al contado, en puntos básicos (1 pb = 0,01 %).',
    marginCommission: 'Comisión de margen sobre el nocional al abrir, en puntos básicos.',
    exchangeSpread: 'Diferencial cobrado en un cambio de divisas, en puntos básicos.',
    withdrawalFee:
      'Comisión de retiro en puntos básicos del importe (al menos la comisión mínima).',
    stopOutLevel:
      'Nivel de margen (patrimonio ÷ margen usado, en %) por debajo del cual se cierran las posiciones, empezando por la mayor pérdida.',
    minLots: 'Orden de margen más pequeña, en lotes.',
    maxLots: 'Orden de margen más grande, en lotes.',
    smartCommission:
      'Comisión en cada ejecución de un plan inteligente, en real y en sus backtests, en puntos básicos del valor negociado.',
    smartSlippage:
      'Deslizamiento más allá del spread, en contra del plan inteligente, en cada ejecución, en real y en sus backtests, en puntos básicos.',
    smartEnabled:
      'Trading inteligente activado (1) o desactivado (0). Desactivado: nadie puede comprar un plan («El trading inteligente no está activado»); los planes en curso continúan hasta el final de su ciclo.',
    lotStep: 'Paso entre tamaños de órdenes de margen, en lotes.',
    maxQuoteAge:
      'Precio más antiguo, en milisegundos, con el que se puede operar con el mercado abierto (más antiguo indica un corte del flujo de precios).',
    optionTimeframes:
      'Plazos de opciones: segundos:pago %:apuesta mínima:apuesta máxima (USDT), separados por comas.',
    optionSettleTickAge:
      'Precio más antiguo, en milisegundos antes del vencimiento, con el que puede liquidarse una opción; si no, se anula y se reembolsa.',
    mmLevels: 'Niveles de precio que el creador de mercado de la casa cotiza en cada lado.',
    mmStep:
      'Distancia del primer nivel del creador de mercado al precio, y entre niveles, en puntos básicos.',
    mmLevelUsdt: 'Valor en USDT que el creador de mercado cotiza en cada nivel.',
    mmRequoteBp:
      'Movimiento del precio, en puntos básicos, tras el cual el creador de mercado vuelve a cotizar.',
    mmRequoteMs:
      'Milisegundos tras los cuales el creador de mercado vuelve a cotizar en cualquier caso.',
    mmInventory:
      'Inventario entregado una vez al creador de mercado en cada cuenta: ACTIVO:importe, separados por comas.',
    uploadMaxBytes: 'Archivo subido más grande aceptado, en bytes.',
    uploadMaxPixels: 'Imagen más grande aceptada, en píxeles (ancho × alto).',
    uploadsPerHour: 'Archivos que un usuario puede subir por hora.',
    kycReviewHours: 'Horas en las que se promete a los usuarios la revisión de su KYC.',
    depositMinimum: 'Depósito mínimo de {asset}.',
    depositAddress:
      'Dirección de recepción de {asset} de la plataforma en {network}; vacía significa que no se aceptan depósitos allí.',
    withdrawalMinFee: 'Comisión de retiro mínima en {asset}.',
    depositMaximum: 'Importe máximo que puede declarar un aviso de depósito de {asset}.',
    downloadUrl: 'Dirección web de descarga de la app.',
    loanDailyRate:
      'Tipo de interés diario de un préstamo a {days} días, como fracción (0,0005 = 0,05 % al día).',
    loanInterestFreeDays:
      'Días tras el desembolso de un préstamo en los que nunca se cobran intereses.',
    loanOverdueMultiplier:
      'El tipo diario de mora es el tipo diario del préstamo multiplicado por este valor.',
    loanAmountPerPoint:
      'USDT que un usuario puede pedir prestados por punto de crédito (máximo = puntos de crédito × este valor).',
    loanMinAmount: 'Préstamo más pequeño, en USDT.',
    loanOnTimePoints:
      'Puntos de crédito que se ganan al devolver un préstamo a su vencimiento o antes.',
    loanOverduePoints: 'Puntos de crédito que se pierden cuando un préstamo entra en mora.',
    nftMinRaise:
      'Incremento mínimo sobre la puja más alta, en puntos básicos de esa puja (500 = 5 %); si el tramo de precio del artículo es mayor, se aplica este.',
    nftExtendWindow:
      'Una puja realizada este número de segundos o menos antes del final de una subasta retrasa el cierre (protección contra pujas de último segundo).',
    feeLevels:
      'Niveles VIP, empezando por el nivel 0: el volumen de operaciones en la cuenta real de 30 días (USDT) desde el que se aplica un nivel, su descuento en las comisiones que paga el usuario y la parte de las comisiones de sus invitados que gana, ambos en puntos básicos de la comisión (1000 = 10 %).',
    chatBusinessHours:
      'Cuándo responde el equipo en el chat, en UTC: días 0 (domingo) a 6 y horas, p. ej. 1-5 08:00-20:00; vacío = siempre.',
    chatSendsPerMinute:
      'Mensajes que una persona (usuario o visitante) puede enviar en el chat por minuto; los demás se rechazan (429).',
    chatMailUnreadAfter:
      'Una respuesta del equipo que el cliente no ha leído tras estos segundos se le envía por correo (y aparece en la campana).',
    nftExtendBy:
      'Tras una puja tan tardía, la subasta termina este número de segundos después de la puja.',
  },
  rules: {
    integer: 'Un número entero de {min} a {max}',
    amount: 'Un importe decimal de {min} a {max}',
    amountAbove: 'Un importe decimal mayor que {min} y como máximo {max}',
    format: 'Escrito como {format}',
    address: 'Una dirección {network} válida, o vacío',
    url: 'Una dirección web que empiece por https:// o http://',
  },
};
