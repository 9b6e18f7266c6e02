import type { UiChatMessages } from '../groups.js';

/** German UI strings, group 'chat'; see ../en/chat.ts for the source texts. */
export const uiDeChat: UiChatMessages = {
  chat: {
    page: {
      title: 'Kundenservice',
      description: 'Chatten Sie mit unserem Support-Team.',
    },
    panel: {
      label: 'Chat mit dem Kundenservice',
    },
    greeting: {
      title: 'Hallo! Wie können wir helfen?',
      text: 'Schreiben Sie Ihre Frage unten – unser Support-Team antwortet hier.',
    },
    log: {
      label: 'Unterhaltung mit dem Kundenservice',
      you: 'Sie',
      support: 'Kundenservice',
      supportNamed: 'Kundenservice · {{name}}',
      system: 'Hinweis',
      sentAt: 'Gesendet um {{time}}',
    },
    status: {
      sending: 'Wird gesendet…',
      uploading: 'Bild wird hochgeladen…',
      waiting: 'Wartet auf die Verbindung: wird gesendet, sobald Sie wieder online sind',
      sent: 'Gesendet',
      read: 'Vom Support gelesen',
      failed: 'Nicht gesendet',
      retry: 'Erneut senden',
      remove: 'Entfernen',
    },
    connection: {
      reconnecting:
        'Verbindung wird wiederhergestellt… Sie können weiterschreiben: Ihre Nachrichten werden gesendet, sobald die Verbindung zurück ist.',
    },
    typing: 'Der Support schreibt…',
    assigned: 'Sie chatten mit {{name}}',
    composer: {
      label: 'Nachricht',
      placeholder: 'Nachricht schreiben…',
      send: 'Senden',
      attach: 'Bild anhängen (PNG oder JPEG)',
      removeImage: 'Bild {{name}} entfernen',
      counter: '{{count}} / {{max}}',
      counterLabel: '{{count}} von {{max}} Zeichen',
      hint: 'Enter sendet, Umschalt+Enter beginnt eine neue Zeile.',
    },
    image: {
      mine: 'Von Ihnen gesendetes Bild',
      staff: 'Bild vom Support',
      loading: 'Bild wird geladen…',
      failed: 'Das Bild konnte nicht geladen werden.',
      open: 'Bild in voller Größe öffnen',
    },
    errors: {
      tooLarge: 'Das Bild ist zu groß zum Senden.',
      wrongType: 'Wählen Sie ein PNG- oder JPEG-Bild.',
      openFailed: 'Der Chat konnte nicht geöffnet werden',
      openFailedDetail: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
    hours: {
      away: 'Unser Team ist gerade nicht da. Wir sind ab {{time}} wieder für Sie da.',
      awayUnknown: 'Unser Team ist gerade nicht da. Wir antworten, sobald wir zurück sind.',
      userEmail: 'Antworten gehen auch an die E-Mail-Adresse Ihres Kontos.',
      visitorPrompt: 'Hinterlassen Sie Ihre E-Mail-Adresse, damit unsere Antwort Sie erreicht.',
      emailLabel: 'Ihre E-Mail-Adresse',
      emailSave: 'Speichern',
      emailSaved: 'Unsere Antwort geht auch an {{email}}.',
      emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    },
    close: {
      action: 'Chat beenden',
      title: 'Diesen Chat beenden?',
      text: 'Die Unterhaltung wird geschlossen. Sie können sie bewerten und jederzeit eine neue beginnen.',
      confirm: 'Chat beenden',
      closed: 'Diese Unterhaltung ist beendet.',
      startNew: 'Neue Unterhaltung beginnen',
    },
    rating: {
      title: 'Wie waren wir?',
      label: 'Ihre Bewertung',
      star_one: '{{count}} Stern',
      star_other: '{{count}} Sterne',
      comment: 'Kommentar (optional)',
      submit: 'Bewertung senden',
      required: 'Wählen Sie 1 bis 5 Sterne.',
      thanks: 'Vielen Dank für Ihr Feedback.',
      given: 'Sie haben diese Unterhaltung mit {{count}} von 5 bewertet.',
    },
  },
};
