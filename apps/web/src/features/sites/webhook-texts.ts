/** Texts of a site's webhook settings, on its inbox page. */
export const webhookTexts = {
  heading: 'Webhook',
  intro:
    'Each new message in the inbox can also go to an address of yours (your own server, Zapier, Make…) as a signed POST request (Standard Webhooks). Spam is not sent. Addresses on a private network (localhost, 192.168.x.x and the like) are not called.',
  loading: 'Loading the webhook settings…',
  loadFailed: 'The webhook settings could not be loaded.',
  url: 'Webhook URL',
  urlHint: 'https://example.com/hooks/new-message',
  save: 'Save webhook',
  saving: 'Saving…',
  saved: (url: string) => `The webhook was saved. New messages are sent to ${url}.`,
  secret: 'Signing secret',
  secretHint: 'Check the webhook-signature header of each request with this secret; any Standard Webhooks library does it. It stays the same when you change the URL.',
  remove: 'Remove webhook',
  removeTitle: 'Remove the webhook?',
  removeText: (url: string) => `New messages will no longer be sent to ${url}, and the signing secret is forgotten: a webhook set later gets a new one.`,
  cancel: 'Cancel',
  removed: 'The webhook was removed.',
  failed: 'That did not work. Try again in a moment.',
  noAnswer: (detail: string) => `The server did not answer (${detail}). Check your connection and try again.`,
} as const;
