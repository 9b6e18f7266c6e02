/**
 * English UI strings, group 'chat': the customer-service chat (issue 17, /profile/kefu) for
 * visitors and users — the conversation, the composer, read receipts, business hours, closing
 * and rating. Namespace `chat`. (The service icon's unread label is the shell's, in base.)
 */
export const uiEnChat = {
  chat: {
    page: {
      title: 'Customer service',
      description: 'Chat with our support team.',
    },
    panel: {
      label: 'Chat with customer service',
    },
    greeting: {
      title: 'Hello! How can we help?',
      text: 'Write your question below and our support team will answer here.',
    },
    log: {
      label: 'Conversation with customer service',
      you: 'You',
      support: 'Support',
      supportNamed: 'Support · {{name}}',
      system: 'Notice',
      sentAt: 'Sent at {{time}}',
    },
    status: {
      sending: 'Sending…',
      uploading: 'Uploading the image…',
      waiting: 'Waiting for the connection: it will be sent when you are back online',
      sent: 'Sent',
      read: 'Read by support',
      failed: 'Not sent',
      retry: 'Send again',
      remove: 'Remove',
    },
    connection: {
      reconnecting:
        'Reconnecting… You can keep writing: your messages are sent when the connection is back.',
    },
    typing: 'Support is typing…',
    assigned: 'You are chatting with {{name}}',
    composer: {
      label: 'Message',
      placeholder: 'Write a message…',
      send: 'Send',
      attach: 'Attach an image (PNG or JPEG)',
      removeImage: 'Remove the image {{name}}',
      counter: '{{count}} / {{max}}',
      counterLabel: '{{count}} of {{max}} characters',
      hint: 'Enter sends, Shift+Enter starts a new line.',
    },
    image: {
      mine: 'Image you sent',
      staff: 'Image from support',
      loading: 'Loading the image…',
      failed: 'The image could not be loaded.',
      open: 'Open the image in full size',
    },
    errors: {
      tooLarge: 'The image is too large to send.',
      wrongType: 'Choose a PNG or JPEG image.',
      openFailed: 'The chat could not be opened',
      openFailedDetail: 'Check your connection and try again.',
    },
    hours: {
      away: 'Our team is away. We’ll be back {{time}}.',
      awayUnknown: 'Our team is away right now. We’ll answer as soon as we are back.',
      userEmail: 'Replies will also go to your account’s e-mail.',
      visitorPrompt: 'Leave your e-mail so our reply reaches you.',
      emailLabel: 'Your e-mail',
      emailSave: 'Save',
      emailSaved: 'Our reply will also go to {{email}}.',
      emailInvalid: 'Enter a valid e-mail address.',
    },
    close: {
      action: 'End chat',
      title: 'End this chat?',
      text: 'The conversation will be closed. You can rate it and start a new one at any time.',
      confirm: 'End chat',
      closed: 'This conversation has ended.',
      startNew: 'Start a new conversation',
    },
    rating: {
      title: 'How did we do?',
      label: 'Your rating',
      star_one: '{{count}} star',
      star_other: '{{count}} stars',
      comment: 'Comment (optional)',
      submit: 'Send rating',
      required: 'Choose from 1 to 5 stars.',
      thanks: 'Thank you for your feedback.',
      given: 'You rated this conversation {{count}} out of 5.',
    },
  },
} as const;
