import type { ServerMessages } from './en.js';

/** Server messages in Spanish; see en.ts for the source texts and placeholder rules. */
export const es: ServerMessages = {
  '200': 'Operación realizada correctamente',
  '400': 'Solicitud no válida',
  '401': 'Vuelva a iniciar sesión',
  '403': 'No tiene permiso para realizar esta operación',
  '404': 'No se ha encontrado',
  '409':
    'Esta solicitud entra en conflicto con el estado actual; actualice la página e inténtelo de nuevo',
  '413': 'La solicitud es demasiado grande (límite: {limit})',
  '422': 'Esta clave de solicitud ya se ha utilizado para otra solicitud',
  '429': 'Demasiados intentos; inténtelo de nuevo dentro de {seconds} segundos',
  '460':
    'Cambie a una cuenta real para realizar esta operación; las cuentas demo no pueden usar esta función',
  '461':
    'Configuración de stop loss/take profit incoherente: en una compra, el stop loss debe estar por debajo del precio y, en una venta, por encima; con el take profit es al revés',
  '462': 'El precio debe ser un múltiplo entero de {step}',
  '463': 'La cantidad debe ser un múltiplo entero de {step} y al menos {step}',
  '464': 'Una orden post-only se ejecutaría de inmediato, por lo que no se ha colocado',
  '465': 'Formato de imagen incorrecto: suba una imagen JPG, JPEG 2000 o PNG',
  '466': 'El tamaño de la imagen no puede superar {limit}',
  '467': 'La imagen es demasiado grande: como máximo {limit}',
  '468': 'Suba las imágenes o los justificantes requeridos',
  '469': 'Falta la firma: firme en el recuadro',
  '470': 'No se ha podido verificar el inicio de sesión; inténtelo de nuevo',
  '471': 'El depósito mínimo de {coin} es {minimum}',
  '472': 'No se puede cambiar una moneda por sí misma',
  '473': 'Establezca primero una contraseña de retiro',
  '474': 'Esta dirección no es válida para la red {network}',
  '475': 'El retiro mínimo de {asset} es {minimum}',
  '476': 'El código de verificación en dos pasos es incorrecto o ya se ha utilizado',
  '477': 'Ya se ha enviado un depósito con este hash de transacción',
  '478':
    'No hay cotización en tiempo real para este cambio en este momento; inténtelo de nuevo en unos momentos',
  '500': 'Error desconocido',
  '503': 'Servicio no disponible temporalmente; inténtelo de nuevo en unos momentos',
  '10001': 'Introduzca un nombre de usuario o un correo electrónico',
  '10002': 'La dirección de correo electrónico no es válida',
  '10003': 'Error al introducir el nombre de usuario',
  '10004': 'Contraseña incorrecta',
  '10005': 'Estado de usuario anómalo',
  '10006': 'Este nombre de usuario ya existe',
  '10007': 'Este correo electrónico o número de teléfono ya está registrado',
  '10008': 'Estado de usuario incorrecto',
  '10009': 'No hay ningún usuario coincidente',
  '10010': 'Producto de trading inteligente (asesor experto) incorrecto',
  '10011':
    'Saldo insuficiente; recargue su cuenta o libere el depósito de garantía antes de comprar',
  '10012': 'No hay ningún número de días coincidente',
  '10013': 'Importe de inversión incorrecto',
  '10014': 'Producto de opciones incorrecto',
  '10015': 'No disponible para operar en este momento',
  '10016': 'Importe de compra incorrecto',
  '10017': 'No hay ningún periodo coincidente',
  '10018': 'No se han podido obtener los parámetros del sistema',
  '10019': 'Estado de autenticación incorrecto',
  '10020': 'Estado de la colección incorrecto',
  '10021': 'No se ha indicado la dirección de recepción',
  '10022': 'El usuario no ha verificado su identidad',
  '10023': 'Plazo del préstamo incorrecto',
  '10024': 'Ya ha comprado este producto',
  '10025': 'Elija un método de retiro',
  '10089': 'No envíe la solicitud repetidamente; espere {seconds} segundos',
  '10090': 'Solicite primero el envío del código de verificación',
  '10091': 'Código de verificación incorrecto',
  '10092': 'Saldo insuficiente',
  '10093': 'Contraseña de retiro incorrecta',
  '20001': 'Enviado para revisión',
  '20002': 'Recarga registrada y enviada para revisión',
  '20003': 'Retiro registrado y enviado para revisión',
  '20004': 'Compra realizada correctamente',
  '20005': 'Cambio realizado correctamente',
  'mail.code.subject': 'Su código de verificación de Meridian',
  'mail.code.body':
    'Su código de verificación es {code}. Es válido durante {minutes} minutos. Si no lo ha solicitado, ignore este mensaje.',
  'sms.code.body': 'Código de Meridian: {code} (válido {minutes} min)',
  'notification.welcome.title': 'Bienvenido a Meridian',
  'notification.welcome.body':
    'Su cuenta demo dispone de {amount} USDT en fondos virtuales para practicar.',
  'notification.demoReset.title': 'Cuenta demo restablecida',
  'notification.demoReset.body': 'Su cuenta demo se ha restablecido a {amount} USDT.',
  'notification.passwordChanged.title': 'Contraseña modificada',
  'notification.passwordChanged.body':
    'Se ha modificado su contraseña de inicio de sesión. Si no ha sido usted, póngase en contacto con el servicio de asistencia de inmediato.',
  'notification.orderFilled.title': 'Orden ejecutada',
  'notification.orderFilled.body':
    'Su orden pendiente de {lots} lotes de {code} se ha ejecutado a {price}.',
  'notification.orderCancelled.title': 'Orden pendiente cancelada',
  'notification.orderCancelled.body':
    'Su orden pendiente de {lots} lotes de {code} no se ha podido ejecutar a {price}: margen libre insuficiente. Se ha liberado el margen retenido.',
  'notification.stopLoss.title': 'Stop loss activado',
  'notification.stopLoss.body':
    'Su posición de {lots} lotes de {code} se ha cerrado a {price}. Resultado: {profit} USDT.',
  'notification.takeProfit.title': 'Take profit alcanzado',
  'notification.takeProfit.body':
    'Su posición de {lots} lotes de {code} se ha cerrado a {price}. Resultado: {profit} USDT.',
  'notification.stopOut.title': 'Stop out: posición cerrada',
  'notification.stopOut.body':
    'Su nivel de margen ha caído por debajo del {level} %, por lo que su posición de {lots} lotes de {code} se ha cerrado a {price}. Resultado: {profit} USDT.',
  'notification.optionWon.title': 'Opción ganadora',
  'notification.optionWon.body':
    'Su opción sobre {code} se ha cerrado a {price} con un precio de ejercicio de {strike}. Se le han abonado {returned} USDT.',
  'notification.optionLost.title': 'Opción perdedora',
  'notification.optionLost.body':
    'Su opción sobre {code} se ha cerrado a {price} con un precio de ejercicio de {strike}. Se ha perdido el importe invertido de {stake} USDT.',
  'notification.optionDraw.title': 'Opción cerrada al precio de ejercicio',
  'notification.optionDraw.body':
    'Su opción sobre {code} se ha cerrado al precio de ejercicio de {strike}. Se le ha reembolsado el importe invertido de {stake} USDT.',
  'notification.smartSettled.title': 'Plan inteligente liquidado',
  'notification.smartSettled.body':
    'Día {day} de su plan {product}: su valor ha variado en {change} USDT. Se le han abonado {paid} USDT (parte de la plataforma: {platform} USDT).',
  'notification.smartEnded.title': 'Plan inteligente finalizado',
  'notification.smartEnded.body':
    'Su plan {product} de {days} días ha finalizado. Se han devuelto {returned} USDT a su saldo; ingresos totales: {revenue} USDT.',
  'notification.smartExited.title': 'Plan inteligente finalizado anticipadamente',
  'notification.smartExited.body':
    'Su plan {product} ha finalizado anticipadamente. Se ha descontado una penalización de {damages} USDT y se han devuelto {returned} USDT a su saldo; ingresos totales: {revenue} USDT.',
  'notification.optionVoid.title': 'Opción reembolsada',
  'notification.optionVoid.body':
    'No se registró ningún precio de {code} al vencimiento de su opción, por lo que se le ha reembolsado el importe invertido de {stake} USDT.',
  'validation.required': 'El campo {field} es obligatorio',
  'validation.invalid': 'El campo {field} no es válido',
  'validation.passwordRule':
    'La contraseña debe tener entre 8 y 64 caracteres e incluir letras y números',
  'validation.withdrawalPasswordRule': 'La contraseña de retiro debe tener entre 6 y 64 caracteres',
  'validation.passwordsDiffer': 'Las contraseñas no coinciden',
  'validation.staffPasswordRule': 'La contraseña del personal debe tener al menos 10 caracteres',
  'validation.inviteCodeUnknown': 'Ninguna cuenta tiene este código de invitación',
  'notification.kycVerified.title': 'Identidad verificada',
  'notification.kycVerified.body':
    'Se ha aprobado la verificación de su identidad. Ya puede realizar depósitos y retiros y solicitar préstamos.',
  'notification.kycFailed.title': 'Verificación de identidad no superada',
  'notification.kycFailed.body':
    'No se ha aprobado la verificación de su identidad: {reason}. Puede corregir los datos y volver a enviar la solicitud.',
  'notification.depositApproved.title': 'Depósito abonado',
  'notification.depositApproved.body':
    'Su depósito de {amount} {asset} se ha aprobado y abonado en su cuenta real.',
  'notification.depositRejected.title': 'Depósito rechazado',
  'notification.depositRejected.body': 'Su depósito de {amount} {asset} se ha rechazado: {reason}.',
  'notification.withdrawalApproved.title': 'Retiro pagado',
  'notification.withdrawalApproved.body':
    'Su retiro de {amount} {asset} se ha aprobado; se han enviado {received} {asset}.',
  'notification.withdrawalPasswordSet.title': 'Contraseña de retiro establecida',
  'notification.withdrawalPasswordSet.body':
    'Se estableció una contraseña de retiro en su cuenta. Si no fue usted, contacte con soporte de inmediato.',
  'notification.withdrawalPasswordChanged.title': 'Contraseña de retiro cambiada',
  'notification.withdrawalPasswordChanged.body':
    'Su contraseña de retiro ha cambiado. Si no fue usted, contacte con soporte de inmediato.',
  'notification.withdrawalRejected.title': 'Retiro rechazado',
  'notification.withdrawalRejected.body':
    'Su retiro de {amount} {asset} se ha rechazado: {reason}. El importe se ha devuelto a su saldo disponible.',
  '479':
    'El inicio de sesión en dos pasos está activado: introduzca el código de su aplicación de autenticación',
  '480': 'El inicio de sesión en dos pasos ya está activado',
  '481':
    'El inicio de sesión en dos pasos no está activado o su configuración ha caducado; vuelva a empezar',
  'notification.newDeviceSignIn.title': 'Nuevo inicio de sesión en su cuenta',
  'notification.newDeviceSignIn.body':
    'Se inició sesión en su cuenta desde un dispositivo nuevo: {device}, dirección {ip}. Si no fue usted, cambie su contraseña y cierre esa sesión en Seguridad.',
  'notification.twoFactorEnabled.title': 'Inicio de sesión en dos pasos activado',
  'notification.twoFactorEnabled.body':
    'Se activó el inicio de sesión en dos pasos en su cuenta. Guarde sus códigos de recuperación en un lugar seguro.',
  'notification.twoFactorDisabled.title': 'Inicio de sesión en dos pasos desactivado',
  'notification.twoFactorDisabled.body':
    'Se desactivó el inicio de sesión en dos pasos en su cuenta. Si no fue usted, contacte con soporte de inmediato.',
  'mail.newDevice.subject': 'Nuevo inicio de sesión en su cuenta de Meridian',
  'mail.newDevice.body':
    'Se inició sesión en su cuenta de Meridian el {time} desde un dispositivo nuevo: {device}, dirección {ip}. Si fue usted, no tiene que hacer nada. Si no, cambie su contraseña de inmediato y cierre esa sesión en Cuenta > Seguridad.',
  '482': 'Se pueden declarar como máximo {maximum} {coin} por depósito',
  '483': 'Este método de inicio de sesión no está habilitado en esta plataforma',
  '484': 'El trading inteligente no está activado',
  '485':
    'Los importes de la salida anticipada han cambiado; revise la nueva cotización y vuelva a confirmar',
  '486': 'Este plan ya no está en curso',
  '487':
    'Los tipos del préstamo han cambiado desde que se le mostraron; revise la nueva cotización y vuelva a firmar',
  '488': 'El importe adeudado es ahora de {amount} USDT; revíselo y vuelva a confirmar',
  '489':
    'Este préstamo no está en fase de reembolso (está en revisión, se ha rechazado o ya se ha reembolsado)',
  '490': 'Reembolse su préstamo vencido antes de volver a pedir un préstamo',
  '491': 'Introduzca un importe de {min} a {limit} USDT',
  'notification.loanApproved.title': 'Préstamo aprobado',
  'notification.loanApproved.body':
    'Su préstamo n.º {id} se ha aprobado: se han abonado {amount} USDT en su cuenta real. Reembólselo a más tardar el {date} (UTC).',
  'notification.loanRejected.title': 'Préstamo no aprobado',
  'notification.loanRejected.body':
    'Su solicitud de préstamo n.º {id} no se ha aprobado: {reason}. No se ha abonado nada y no debe nada.',
  'notification.loanRepaid.title': 'Préstamo reembolsado',
  'notification.loanRepaid.body':
    'El préstamo n.º {id} está reembolsado: se han descontado {amount} USDT de su saldo disponible. Gracias.',
  'notification.loanOverdue.title': 'Préstamo vencido',
  'notification.loanOverdue.body':
    'El préstamo n.º {id} no se reembolsó en su fecha de vencimiento y su saldo no alcanzaba para cubrirlo. A partir de ahora, cada día se cobra al tipo de demora del {rate} % ({daily} USDT al día) hasta que lo reembolse, y sus puntos de crédito han bajado a {points}.',
  'notification.loanDueSoon.title': 'Su préstamo vence en 3 días',
  'notification.loanDueSoon.body':
    'El préstamo n.º {id} vence el {date} (UTC): {amount} USDT si lo reembolsa hoy. Mantenga ese importe disponible y se reembolsará automáticamente en esa fecha.',
  'notification.loanDueTomorrow.title': 'Su préstamo vence mañana',
  'notification.loanDueTomorrow.body':
    'El préstamo n.º {id} vence mañana, {date} (UTC): {amount} USDT si lo reembolsa hoy. Mantenga ese importe disponible y se reembolsará automáticamente en esa fecha.',
  'notification.loanDueToday.title': 'Su préstamo vence hoy',
  'notification.loanDueToday.body':
    'El préstamo n.º {id} vence hoy, {date} (UTC): {amount} USDT. Mantenga ese importe disponible en su cuenta real y se reembolsará automáticamente; de lo contrario, empezarán a correr los intereses de demora.',
  'notification.loanOverdueReminder.title': 'Préstamo vencido: día {days}',
  'notification.loanOverdueReminder.body':
    'El préstamo n.º {id} está vencido desde el {date} (UTC). Reembolsarlo hoy cuesta {amount} USDT; cada día adicional suma intereses de demora.',
  '492': 'Su puja debe ser de al menos {minimum} USDT',
  '493':
    'El precio de compra inmediata es ahora de {price} USDT; revíselo de nuevo antes de comprar',
  'notification.nftOutbid.title': 'Han superado su puja',
  'notification.nftOutbid.body':
    'Alguien ha pujado {amount} USDT por «{title}». Su puja de {returned} USDT ha vuelto a su saldo disponible.',
  'notification.nftWon.title': 'Ha ganado la subasta',
  'notification.nftWon.body':
    'Ha ganado «{title}» por {amount} USDT. El importe íntegro se ha destinado a la organización benéfica y el artículo está en Mis NFT. ¡Gracias!',
  'notification.nftAuctionEnded.title': 'Subasta finalizada',
  'notification.nftAuctionEnded.body':
    'La subasta de «{title}» terminó en {amount} USDT y la ganó otro pujador. Su dinero se liberó cuando superaron su puja.',
  'notification.nftReserveNotMet.title': 'Subasta finalizada por debajo del precio de reserva',
  'notification.nftReserveNotMet.body':
    'La subasta de «{title}» terminó por debajo de su precio de reserva, por lo que no hay ganador. Su puja de {returned} USDT ha vuelto a su saldo disponible.',
  'notification.nftBought.title': 'Compra completada',
  'notification.nftBought.body':
    'Ha comprado «{title}» por {amount} USDT; el importe íntegro se ha destinado a la organización benéfica. El artículo está en Mis NFT.',
  'notification.nftSoldToBuyer.title': 'Vendido al precio de compra inmediata',
  'notification.nftSoldToBuyer.body':
    'Alguien ha comprado «{title}» al precio de compra inmediata antes de que su puja alcanzara el precio de reserva. Su puja de {returned} USDT ha vuelto a su saldo disponible.',
  'notification.chatReply.title': 'Respuesta de atención al cliente',
  'notification.chatReply.body': 'Nuestro equipo ha respondido en su conversación: «{preview}»',
  'chat.mail.replySubject': 'Respuesta de atención al cliente de Meridian',
  'chat.mail.replyBody':
    'Nuestro equipo ha respondido en su conversación:\n\n{messages}\n\nResponda o continúe la conversación aquí: {link}',
  'chat.mail.transcriptSubject': 'Su conversación con atención al cliente de Meridian',
  'chat.mail.transcriptBody':
    'Gracias por ponerse en contacto con nosotros. Esta es la transcripción de su conversación (horas en UTC):\n\n{transcript}\n\nContinúe la conversación aquí: {link}',
  'chat.sender.you': 'Usted',
  'chat.sender.staff': 'Atención al cliente',
  'chat.image': '[imagen]',
  'chat.canned.greeting.title': 'Saludo',
  'chat.canned.greeting.text':
    'Hola, gracias por ponerse en contacto con Meridian. ¿En qué puedo ayudarle hoy?',
  'chat.canned.checking.title': 'Comprobación',
  'chat.canned.checking.text': 'Gracias. Permítame comprobarlo; será solo un momento.',
  'chat.canned.kycReview.title': 'Verificación de identidad en revisión',
  'chat.canned.kycReview.text':
    'Su verificación de identidad está en manos de nuestro equipo de cumplimiento normativo. La revisión suele completarse en un día hábil y recibirá una notificación en cuanto se tome una decisión.',
  'chat.canned.depositReview.title': 'Depósito en revisión',
  'chat.canned.depositReview.text':
    'Estamos comprobando su depósito en la cadena de bloques. Una vez confirmado, se abonará en su cuenta real y recibirá una notificación.',
  'chat.canned.withdrawalReview.title': 'Retiro en revisión',
  'chat.canned.withdrawalReview.text':
    'Su retiro está pendiente de revisión. Mientras tanto, el importe queda retenido en su cuenta; si se rechaza, volverá íntegramente a su saldo disponible.',
  'chat.canned.closing.title': 'Cierre',
  'chat.canned.closing.text':
    '¿Puedo ayudarle en algo más? Si no es así, cerraré esta conversación; después podrá valorarla.',
};
