/** Texts of the older message page for pro accounts and of its API. */
export const proMessagesTexts = {
  title: 'Send a message',
  intro: 'Write one message and we turn it into a website: your text becomes its description, the type sets its kind.',
  messageLabel: 'Message',
  messagePlaceholder: 'Summer sale on handmade candles: 30% off every scent until Sunday.',
  typeLabel: 'Type',
  send: 'Send',
  sending: 'Sending...',
  cost: 'Costs 1 credit.',
  statusLabel: 'Status',

  generatingTitle: 'Generating your website',
  generatingWarning: 'Do not close the page during generation',
  generatingStart: 'Sending your message...',
  progressLabel: 'Generation progress',

  sentTitle: 'Message sent!',
  sentText: 'Your message was turned into a website. Download the ZIP archive and upload it to any hosting.',
  download: 'Download',
  downloading: 'Downloading...',
  downloadFailed: (detail: string) => `The download failed: ${detail}`,
  close: 'Close',

  statusText: {
    processing: 'Generating your website…',
    message_sended: 'Message sent: your website is ready.',
    error: 'The message could not be sent.',
    failed: 'Error generating. Try again.',
    processing_failed: 'Error, please try again',
  },
  noAnswer: (detail: string) => `No answer from the server: ${detail}`,
  connectionLost: 'The connection to the server was lost. Reload the page to check your website later.',

  typeRequired: 'Enter the message type, for example Promo.',
  typeTooLong: 'The message type must be at most 60 characters long.',
  messageRequired: 'Write a message.',
  messageTooLong: 'The message must be at most 4000 characters long.',
  unknownFields: (keys: readonly string[]) => `Unknown fields: ${keys.join(', ')}`,
  proOnly: 'Messages are available to pro accounts only.',
} as const;
