import type { UiChatMessages } from '../groups.js';

/** Italian UI strings, group 'chat'; see ../en/chat.ts for the source texts. */
export const uiItChat: UiChatMessages = {
  chat: {
    page: {
      title: 'Assistenza clienti',
      description: 'Chatti con il nostro team di assistenza.',
    },
    panel: {
      label: "Chat con l'assistenza clienti",
    },
    greeting: {
      title: 'Salve! Come possiamo aiutarla?',
      text: 'Scriva la sua domanda qui sotto: il nostro team di assistenza risponderà qui.',
    },
    log: {
      label: "Conversazione con l'assistenza clienti",
      you: 'Lei',
      support: 'Assistenza',
      supportNamed: 'Assistenza · {{name}}',
      system: 'Avviso',
      sentAt: 'Inviato alle {{time}}',
    },
    status: {
      sending: 'Invio in corso…',
      uploading: "Caricamento dell'immagine…",
      waiting: 'In attesa della connessione: verrà inviato quando sarà di nuovo online',
      sent: 'Inviato',
      read: "Letto dall'assistenza",
      failed: 'Non inviato',
      retry: 'Invia di nuovo',
      remove: 'Rimuovi',
    },
    connection: {
      reconnecting:
        'Riconnessione in corso… Può continuare a scrivere: i messaggi verranno inviati al ritorno della connessione.',
    },
    typing: "L'assistenza sta scrivendo…",
    assigned: 'Sta parlando con {{name}}',
    composer: {
      label: 'Messaggio',
      placeholder: 'Scriva un messaggio…',
      send: 'Invia',
      attach: "Allega un'immagine (PNG o JPEG)",
      removeImage: "Rimuovi l'immagine {{name}}",
      counter: '{{count}} / {{max}}',
      counterLabel: '{{count}} caratteri su {{max}}',
      hint: 'Invio spedisce, Maiusc+Invio va a capo.',
    },
    image: {
      mine: 'Immagine inviata da lei',
      staff: "Immagine dall'assistenza",
      loading: "Caricamento dell'immagine…",
      failed: "Non è stato possibile caricare l'immagine.",
      open: "Apri l'immagine a grandezza intera",
    },
    errors: {
      tooLarge: "L'immagine è troppo grande per essere inviata.",
      wrongType: "Scelga un'immagine PNG o JPEG.",
      openFailed: 'Non è stato possibile aprire la chat',
      openFailedDetail: 'Controlli la connessione e riprovi.',
    },
    hours: {
      away: 'Il nostro team è assente. Torneremo {{time}}.',
      awayUnknown: 'Il nostro team è assente in questo momento. Risponderemo appena tornati.',
      userEmail: "Le risposte arriveranno anche all'e-mail del suo account.",
      visitorPrompt: 'Lasci la sua e-mail perché la nostra risposta le arrivi.',
      emailLabel: 'La sua e-mail',
      emailSave: 'Salva',
      emailSaved: 'La nostra risposta arriverà anche a {{email}}.',
      emailInvalid: 'Inserisca un indirizzo e-mail valido.',
    },
    close: {
      action: 'Termina la chat',
      title: 'Terminare questa chat?',
      text: 'La conversazione verrà chiusa. Potrà valutarla e iniziarne una nuova in qualsiasi momento.',
      confirm: 'Termina la chat',
      closed: 'Questa conversazione è terminata.',
      startNew: 'Inizia una nuova conversazione',
    },
    rating: {
      title: 'Come siamo andati?',
      label: 'La sua valutazione',
      star_one: '{{count}} stella',
      star_other: '{{count}} stelle',
      comment: 'Commento (facoltativo)',
      submit: 'Invia la valutazione',
      required: 'Scelga da 1 a 5 stelle.',
      thanks: 'Grazie per il suo parere.',
      given: 'Ha valutato questa conversazione {{count}} su 5.',
    },
  },
};
