/** The server's answers about visit statistics, shown to the owner as they are. */
export const statsServerTexts = {
  siteNotFound: 'This site does not exist, or it is not yours.',
} as const;
