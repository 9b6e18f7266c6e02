import type { UiChatMessages } from '../groups.js';

/** French UI strings, group 'chat'; see ../en/chat.ts for the source texts. */
export const uiFrChat: UiChatMessages = {
  chat: {
    page: {
      title: 'Service client',
      description: "Discutez avec notre équipe d'assistance.",
    },
    panel: {
      label: 'Discussion avec le service client',
    },
    greeting: {
      title: 'Bonjour ! Comment pouvons-nous vous aider ?',
      text: "Écrivez votre question ci-dessous : notre équipe d'assistance vous répondra ici.",
    },
    log: {
      label: 'Conversation avec le service client',
      you: 'Vous',
      support: 'Assistance',
      supportNamed: 'Assistance · {{name}}',
      system: 'Information',
      sentAt: 'Envoyé à {{time}}',
    },
    status: {
      sending: 'Envoi…',
      uploading: "Envoi de l'image…",
      waiting: 'En attente de connexion : le message partira dès votre retour en ligne',
      sent: 'Envoyé',
      read: "Lu par l'assistance",
      failed: 'Non envoyé',
      retry: 'Renvoyer',
      remove: 'Supprimer',
    },
    connection: {
      reconnecting:
        'Reconnexion… Vous pouvez continuer à écrire : vos messages partiront au retour de la connexion.',
    },
    typing: "L'assistance écrit…",
    assigned: 'Vous discutez avec {{name}}',
    composer: {
      label: 'Votre message',
      placeholder: 'Écrivez un message…',
      send: 'Envoyer',
      attach: 'Joindre une image (PNG ou JPEG)',
      removeImage: "Retirer l'image {{name}}",
      counter: '{{count}} / {{max}}',
      counterLabel: '{{count}} caractères sur {{max}}',
      hint: 'Entrée envoie, Maj+Entrée passe à la ligne.',
    },
    image: {
      mine: 'Image que vous avez envoyée',
      staff: "Image de l'assistance",
      loading: "Chargement de l'image…",
      failed: "L'image n'a pas pu être chargée.",
      open: "Ouvrir l'image en taille réelle",
    },
    errors: {
      tooLarge: "L'image est trop lourde pour être envoyée.",
      wrongType: 'Choisissez une image PNG ou JPEG.',
      openFailed: "La discussion n'a pas pu être ouverte",
      openFailedDetail: 'Vérifiez votre connexion et réessayez.',
    },
    hours: {
      away: 'Notre équipe est absente. Nous serons de retour {{time}}.',
      awayUnknown: 'Notre équipe est absente pour le moment. Nous répondrons dès notre retour.',
      userEmail: "Les réponses seront aussi envoyées à l'e-mail de votre compte.",
      visitorPrompt: 'Laissez votre e-mail pour que notre réponse vous parvienne.',
      emailLabel: 'Votre e-mail',
      emailSave: 'Enregistrer',
      emailSaved: 'Notre réponse sera aussi envoyée à {{email}}.',
      emailInvalid: 'Saisissez une adresse e-mail valide.',
    },
    close: {
      action: 'Terminer la discussion',
      title: 'Terminer cette discussion ?',
      text: 'La conversation sera fermée. Vous pourrez la noter et en commencer une nouvelle à tout moment.',
      confirm: 'Terminer',
      closed: 'Cette conversation est terminée.',
      startNew: 'Commencer une nouvelle conversation',
    },
    rating: {
      title: 'Comment nous sommes-nous débrouillés ?',
      label: 'Votre note',
      star_one: '{{count}} étoile',
      star_other: '{{count}} étoiles',
      comment: 'Commentaire (facultatif)',
      submit: 'Envoyer la note',
      required: 'Choisissez de 1 à 5 étoiles.',
      thanks: 'Merci pour votre avis.',
      given: 'Vous avez noté cette conversation {{count}} sur 5.',
    },
  },
};
