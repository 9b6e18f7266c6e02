import type { ContentCatalogue } from './types.js';

/** The seeded pages in Spanish; see en.ts for the source texts (same slugs, same order). */
export const contentEs: ContentCatalogue = [
  {
    slug: 'company.about',
    category: 'company',
    title: 'Quiénes somos',
    body: 'Meridian es una plataforma de trading y finanzas de código abierto: mercados en tiempo real, trading con margen y opciones, un exchange al contado, planes de trading automatizados, préstamos, un mercado de NFT solidarios, depósitos, retiros y cambio de divisas, en once idiomas.\n\nCada saldo en Meridian se obtiene de un libro diario de partida doble que la propia base de datos verifica, cada precio procede del feed de datos de mercado registrado y las cifras de nuestra página de inicio se calculan a partir de la plataforma, no se introducen a mano.\n\nEl software se desarrolla de forma abierta. Quien opera una instancia del mismo es el operador de ese servicio y es responsable de él.',
  },
  {
    slug: 'company.contact',
    category: 'company',
    title: 'Contacto',
    body: 'La forma más rápida de comunicarse con nosotros es el servicio de atención al cliente en línea de su cuenta (el icono de los auriculares). Nuestro personal le responderá allí, y la conversación quedará en su historial.\n\nSi tiene preguntas sobre un depósito, un retiro o un préstamo, indique la hora y el importe para que podamos localizarlo rápidamente. Nunca le pediremos su contraseña ni su contraseña de retiro.',
  },
  {
    slug: 'policy.terms',
    category: 'policy',
    title: 'Términos del servicio',
    body: 'Al crear una cuenta, usted acepta utilizar Meridian de forma lícita, mantener en secreto sus contraseñas de inicio de sesión y de retiro, y proporcionar información veraz al verificar su identidad.\n\nCada cuenta dispone de una cuenta demo con dinero virtual para practicar y de una cuenta real. El dinero de la cuenta demo no tiene valor y nunca puede transferirse a la cuenta real.\n\nEl trading, las opciones, los planes automatizados y los préstamos conllevan riesgos; lea la advertencia de riesgo antes de utilizarlos. Podemos suspender una cuenta que incumpla estos términos o la ley, y conservamos los registros que exige la ley.',
  },
  {
    slug: 'policy.privacy',
    category: 'policy',
    title: 'Política de privacidad',
    body: 'Recopilamos lo necesario para gestionar su cuenta: su nombre de usuario, su correo electrónico o número de teléfono, sus documentos de identidad cuando verifica su identidad y el registro de sus transacciones.\n\nLas contraseñas se almacenan únicamente como hashes unidireccionales robustos. Las imágenes de los documentos de identidad se vuelven a codificar para eliminar los metadatos ocultos, se almacenan fuera del sitio web público y solo se muestran a usted y al personal que las revisa.\n\nNo vendemos sus datos. Puede solicitar al servicio de atención al cliente una copia de sus datos o su eliminación cuando la ley lo permita.',
  },
  {
    slug: 'policy.cookies',
    category: 'policy',
    title: 'Política de cookies',
    body: 'La aplicación web guarda algunas preferencias en su navegador: su token de inicio de sesión, su idioma, si utiliza la cuenta demo o la real y si ya ha visto el panel de bienvenida en esta sesión. Son necesarias para que el sitio funcione.\n\nNo utilizamos cookies publicitarias ni cookies de seguimiento de terceros, y el sitio no carga fuentes, imágenes ni scripts de otras empresas.',
  },
  {
    slug: 'statement.disclaimer',
    category: 'statement',
    title: 'Exención de responsabilidad',
    body: 'La información de Meridian se ofrece con fines generales y no constituye asesoramiento de inversión. La rentabilidad pasada, incluidos los resultados de las pruebas retrospectivas (backtests) de los planes de trading, no garantiza resultados futuros.\n\nLos precios mostrados proceden del feed de datos de mercado configurado. En la configuración predeterminada, ese feed es simulado con fines de demostración, y el sitio así lo indica.',
  },
  {
    slug: 'statement.risk',
    category: 'statement',
    title: 'Advertencia de riesgo',
    body: 'Con los productos apalancados, como el trading con margen (CFDs), se puede perder dinero con rapidez. El apalancamiento multiplica tanto las ganancias como las pérdidas; una posición se cierra automáticamente cuando su nivel de margen cae al 50 %.\n\nLas opciones funcionan a todo o nada: si el precio se mueve en la dirección contraria, perderá todo el importe invertido. Con los planes de trading automatizados se puede perder dinero; sus ganancias son lo que la estrategia ha obtenido realmente, nunca una rentabilidad prometida. Los préstamos deben devolverse con intereses.\n\nOpere solo con dinero que pueda permitirse perder y practique primero con la cuenta demo.',
  },
  {
    slug: 'statement.advertising',
    category: 'statement',
    title: 'Publicidad',
    body: 'Las cifras de nuestras páginas, como el volumen de negociación, el número de instrumentos cotizados y el número de usuarios registrados, se calculan en tiempo real a partir de la plataforma. La afirmación sobre comisiones «inferiores al 0,3 %» se comprueba con las comisiones configuradas.\n\nNo pagamos por reseñas ni prometemos rentabilidades.',
  },
  {
    slug: 'statement.licence',
    category: 'statement',
    title: 'Licencia y supervisión',
    body: 'Meridian es un software de código abierto y por sí mismo no posee ninguna licencia: el operador de cada instancia debe obtener las licencias y los registros exigidos allí donde ofrezca sus servicios, e indicarlos en esta página.\n\nEsta instancia no ha publicado ninguna licencia. Utilice sus funciones con dinero real solo si sabe quién la opera y bajo qué supervisión.',
  },
  {
    slug: 'notice.welcome',
    category: 'notice',
    title: 'Bienvenido a Meridian',
    body: 'Cada cuenta nueva comienza con una cuenta demo que contiene 100.000 USDT de dinero virtual. Puede cambiar entre la cuenta demo y la real en cualquier momento desde la página de su cuenta.',
  },
  {
    slug: 'notice.maintenance',
    category: 'notice',
    title: 'Horario de negociación',
    body: 'Los mercados de criptomonedas operan sin interrupción. Forex, acciones, ETF, metales y futuros siguen las sesiones semanales de sus mercados; fuera de ellas, el instrumento muestra «no disponible para operar en este momento».',
  },
  {
    slug: 'faq.demo',
    category: 'faq',
    title: '¿Qué es la cuenta demo?',
    body: 'Una cuenta de práctica con dinero virtual (100.000 USDT al comenzar). Funciona como la cuenta real para el trading con margen, las opciones y el trading al contado, pero su dinero no tiene valor y no puede retirarse ni transferirse a la cuenta real. Puede restablecerla desde su cuenta.',
  },
  {
    slug: 'faq.deposit',
    category: 'faq',
    title: '¿Cómo deposito fondos?',
    body: 'Cambie a la cuenta real, abra «Depósito», elija la moneda y la red, y envíe los fondos a la dirección indicada. A continuación, introduzca el importe, el hash de la transacción y sus últimos 6 dígitos, y suba el comprobante. Nuestro personal lo revisará y su saldo se abonará una vez aprobado. Mínimos: USDT 120, BTC 0,015, ETH 0,2.',
  },
  {
    slug: 'faq.withdraw',
    category: 'faq',
    title: '¿Cómo retiro fondos?',
    body: 'Primero verifique su identidad y establezca una contraseña de retiro. Después, elija una dirección de criptomonedas o una cuenta bancaria. La comisión y el importe que recibirá se muestran antes de confirmar; el importe queda retenido hasta que nuestro personal realice el pago, o se libera indicando el motivo si el retiro se rechaza.',
  },
  {
    slug: 'faq.fees',
    category: 'faq',
    title: '¿Cuáles son las comisiones?',
    body: 'Trading al contado: 0,08 % para las órdenes que quedan en el libro (maker) y 0,10 % para las órdenes que se ejecutan de inmediato (taker). Trading con margen: el diferencial del instrumento más una comisión del 0,05 %. Cambio de divisas: un diferencial del 0,2 %. Retiros: 1 %, con un mínimo por activo. Todas las comisiones se muestran antes de confirmar.',
  },
  {
    slug: 'faq.security',
    category: 'faq',
    title: '¿Cómo está protegida mi cuenta?',
    body: 'Las contraseñas se almacenan como hashes robustos, los intentos de inicio de sesión están limitados y cualquier sesión puede finalizarse cerrando la sesión o cambiando la contraseña. Los retiros requieren una contraseña de retiro independiente. Cada cambio de saldo se registra en un libro diario que el sistema verifica de forma continua.',
  },
  {
    slug: 'faq.prices',
    category: 'faq',
    title: '¿De dónde proceden los precios?',
    body: 'Del feed de datos de mercado configurado por el operador. Cada ejecución, liquidación y valoración utiliza un precio registrado; nadie, ni siquiera el personal, puede elegir el resultado de una operación.',
  },
  {
    slug: 'introduction.main',
    category: 'introduction',
    title: 'Introducción a Meridian',
    body: 'Mercados: siga los precios en tiempo real de criptomonedas, divisas, acciones, ETF, metales y futuros, con gráficos de un minuto a un día.\n\nTrading: opere en largo o en corto con apalancamiento, compre opciones al alza o a la baja, o negocie monedas en un libro de órdenes real.\n\nTrading inteligente: planes automatizados que operan en un mercado por usted y muestran su rentabilidad pasada según las pruebas retrospectivas.\n\nLos préstamos, depósitos, retiros y el cambio de divisas completan la cuenta, y un mercado de NFT solidarios dona cada venta a una organización benéfica infantil.\n\nEmpiece con la cuenta demo: contiene dinero virtual para practicar.',
  },
];
