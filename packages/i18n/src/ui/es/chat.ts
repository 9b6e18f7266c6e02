import type { UiChatMessages } from '../groups.js';

/** Spanish UI strings, group 'chat'; see ../en/chat.ts for the source texts. */
export const uiEsChat: UiChatMessages = {
  chat: {
    page: {
      title: 'Atención al cliente',
      description: 'Chatee con nuestro equipo de soporte.',
    },
    panel: {
      label: 'Chat con atención al cliente',
    },
    greeting: {
      title: '¡Hola! ¿En qué podemos ayudarle?',
      text: 'Escriba su pregunta abajo y nuestro equipo de soporte le responderá aquí.',
    },
    log: {
      label: 'Conversación con atención al cliente',
      you: 'Usted',
      support: 'Soporte',
      supportNamed: 'Soporte · {{name}}',
      system: 'Aviso',
      sentAt: 'Enviado a las {{time}}',
    },
    status: {
      sending: 'Enviando…',
      uploading: 'Subiendo la imagen…',
      waiting: 'Esperando la conexión: se enviará cuando vuelva a estar en línea',
      sent: 'Enviado',
      read: 'Leído por soporte',
      failed: 'No enviado',
      retry: 'Enviar de nuevo',
      remove: 'Quitar',
    },
    connection: {
      reconnecting:
        'Reconectando… Puede seguir escribiendo: sus mensajes se enviarán cuando vuelva la conexión.',
    },
    typing: 'Soporte está escribiendo…',
    assigned: 'Está hablando con {{name}}',
    composer: {
      label: 'Mensaje',
      placeholder: 'Escriba un mensaje…',
      send: 'Enviar',
      attach: 'Adjuntar una imagen (PNG o JPEG)',
      removeImage: 'Quitar la imagen {{name}}',
      counter: '{{count}} / {{max}}',
      counterLabel: '{{count}} de {{max}} caracteres',
      hint: 'Intro envía; Mayús+Intro añade una línea.',
    },
    image: {
      mine: 'Imagen que envió',
      staff: 'Imagen de soporte',
      loading: 'Cargando la imagen…',
      failed: 'No se pudo cargar la imagen.',
      open: 'Abrir la imagen a tamaño completo',
    },
    errors: {
      tooLarge: 'La imagen es demasiado grande para enviarla.',
      wrongType: 'Elija una imagen PNG o JPEG.',
      openFailed: 'No se pudo abrir el chat',
      openFailedDetail: 'Compruebe su conexión y vuelva a intentarlo.',
    },
    hours: {
      away: 'Nuestro equipo no está disponible. Volveremos el {{time}}.',
      awayUnknown: 'Nuestro equipo no está disponible ahora. Responderemos en cuanto volvamos.',
      userEmail: 'Las respuestas también llegarán al correo de su cuenta.',
      visitorPrompt: 'Deje su correo electrónico para que nuestra respuesta le llegue.',
      emailLabel: 'Su correo electrónico',
      emailSave: 'Guardar',
      emailSaved: 'Nuestra respuesta también llegará a {{email}}.',
      emailInvalid: 'Introduzca un correo electrónico válido.',
    },
    close: {
      action: 'Finalizar chat',
      title: '¿Finalizar este chat?',
      text: 'La conversación se cerrará. Podrá valorarla y empezar una nueva en cualquier momento.',
      confirm: 'Finalizar chat',
      closed: 'Esta conversación ha finalizado.',
      startNew: 'Empezar una nueva conversación',
    },
    rating: {
      title: '¿Qué tal lo hicimos?',
      label: 'Su valoración',
      star_one: '{{count}} estrella',
      star_other: '{{count}} estrellas',
      comment: 'Comentario (opcional)',
      submit: 'Enviar valoración',
      required: 'Elija de 1 a 5 estrellas.',
      thanks: 'Gracias por su opinión.',
      given: 'Valoró esta conversación con {{count}} de 5.',
    },
  },
};
