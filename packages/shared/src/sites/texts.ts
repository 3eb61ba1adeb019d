/** The server's answers about My sites and publishing, shown to the customer as they are. */
export const sitesServerTexts = {
  notFound: 'This site does not exist, or it is not yours.',
  stillRunning: 'This site is still being generated. Delete it once it has finished or failed.',
  notReady: 'Only a finished site can be published.',
  hostNotFound: 'This generation has no site for that domain.',
  phpNeedsHost:
    'PHP sites run their contact form on a PHP server, so they cannot be published here. Download the ZIP and upload it to a host with PHP 8.1 or newer.',
  publicationNotFound: 'This site is not published at that address.',
  badPath: 'This address is not allowed.',
  notEditable: 'This site was generated without editing (edit after generation was off), so there is nothing to edit or version.',
  versionNotFound: 'This site has no such version.',
  versionConflict: 'This site was saved elsewhere in the meantime (another tab?). Reload it to edit the newest version.',
  generatedVersion: 'Generated',
  uploadType: 'Upload a JPEG, PNG or WebP picture. Other files, SVG included, are not accepted.',
  uploadTooLarge: 'The picture is larger than 10 MB. Upload a smaller one (a photo from a phone is usually 2 to 5 MB).',
  uploadPixels: 'The picture has more than 40 megapixels. Upload a smaller one.',
  uploadUnreadable: 'This file is not a picture that can be read. Upload a JPEG, PNG or WebP picture.',
  uploadMissing: 'Upload the picture again: it is not among this site’s uploads.',
  uploadsBusy: 'Many pictures are being uploaded right now. Upload yours again in a few seconds.',
  wordingFailed: 'The texts could not be written again just now. Try again in a moment, or edit them by hand.',
  restoredVersion: (number: number) => `Restored version ${number}`,
} as const;
