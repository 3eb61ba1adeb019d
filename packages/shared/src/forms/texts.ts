/** The server's answers about a site's inbox and form settings, shown to the owner as they are. */
export const formsServerTexts = {
  messageNotFound: 'This message does not exist, or it is not yours.',
  siteNotFound: 'This site does not exist, or it is not yours.',
  webhookNotSet: 'This site has no webhook.',
} as const;
