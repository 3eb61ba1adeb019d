import type { SiteSummary } from '@sitecraft/shared/sites';

/** Texts of My sites (/sites). */
export const sitesTexts = {
  title: 'My sites',
  intro: 'Every website you have generated: open it, edit it, download it, publish it or delete it.',
  loading: 'Loading your sites…',
  loadFailed: 'Your sites could not be loaded.',
  noAnswer: (detail: string) => `The server did not answer (${detail}). Check your connection and try again.`,
  retry: 'Try again',
  empty: 'No sites yet.',
  emptyHint: 'Describe your business in the builder and your first website is ready in a few minutes.',
  toBuilder: 'Create a website',
  created: 'Created',
  language: 'Language',
  fileType: 'Files',
  status: { queued: 'Queued', running: 'Generating…', completed: 'Ready', failed: 'Failed' } satisfies Record<SiteSummary['status'], string>,
  notEditable: 'Not kept for editing: this site was generated with “edit after generation” turned off.',
  noPreview: 'No preview',
  open: 'Open',
  edit: 'Edit',
  /** Said after a button's visible word, for screen readers: which site it acts on. */
  forSite: (domains: string) => ` ${domains}`,
  inNewTab: ' in a new tab',
  download: 'Download ZIP',
  /** Which versions the download holds, said once a site has been edited. */
  downloadHolds: (edited: SiteSummary['edited'], severalSites: boolean) =>
    severalSites
      ? `The ZIP holds each site’s newest version (${edited.map((site) => `${site.host}: version ${site.version}`).join(', ')}).`
      : `The ZIP holds version ${edited[0]?.version ?? 1}, the newest, with your edits.`,
  publish: 'Publish',
  republish: 'Republish',
  unpublish: 'Unpublish',
  publishedAt: 'Published at',
  notPublished: 'Not published',
  phpNeedsHost: 'PHP sites need a host with PHP 8.1 or newer: download the ZIP and upload it there.',
  actionFailed: 'That did not work. Try again in a moment.',
  delete: 'Delete',
  deleteTitle: 'Delete this site?',
  deleteText: (domains: string) =>
    `${domains} will be deleted with its ZIP and everything kept for it. Published pages go offline at once. This cannot be undone.`,
  deleteConfirm: 'Delete for good',
  cancel: 'Cancel',
  deleted: (domains: string) => `${domains} was deleted.`,
} as const;
