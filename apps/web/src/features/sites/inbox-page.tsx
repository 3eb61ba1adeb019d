import type { MessageFolder } from '@sitecraft/shared/forms';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../shared/ui/button.tsx';
import { bookingsPagePath } from './bookings-api.ts';
import { useBookingsTexts } from './bookings-texts.ts';
import { FolderMessages } from './folder-messages.tsx';
import { messagesCsvUrl, useMessages } from './inbox-api.ts';
import { UnreadBadge } from './inbox-link.tsx';
import { useInboxTexts } from './inbox-texts.ts';
import { TokenlessPosts } from './tokenless-posts.tsx';
import { WebhookSettings } from './webhook-settings.tsx';

const folderLink = (current: boolean) =>
  `inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold ${current ? 'bg-brand-600 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`;

/** /sites/:trackId/:host/inbox(?folder=spam): the messages a site's contact form received, by folder, its posts without a time token and its webhook. */
export function InboxPage() {
  const inboxTexts = useInboxTexts();
  const bookingsTexts = useBookingsTexts();
  const { trackId = '', host = '' } = useParams();
  const [search] = useSearchParams();
  const folder: MessageFolder = search.get('folder') === 'spam' ? 'spam' : 'inbox';
  // The folder shown also says how many messages each folder holds and how many are unread.
  const first = useMessages(trackId, host, folder).data?.pages[0];

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <Link to="/sites" className="self-start text-sm font-semibold text-brand-700 underline">
          {inboxTexts.back}
        </Link>
        <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{inboxTexts.title(host)}</h1>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={inboxTexts.folders}>
          <ul className="flex gap-2">
            <li>
              <Link to={{ search: '' }} aria-current={folder === 'inbox' ? 'page' : undefined} className={folderLink(folder === 'inbox')}>
                {inboxTexts.inbox}
                {first && first.unread > 0 && <UnreadBadge count={first.unread} inverse={folder === 'inbox'} />}
              </Link>
            </li>
            <li>
              <Link to={{ search: '?folder=spam' }} aria-current={folder === 'spam' ? 'page' : undefined} className={folderLink(folder === 'spam')}>
                {inboxTexts.spam}
                {first && inboxTexts.folderCount(first.counts.spam)}
              </Link>
            </li>
          </ul>
        </nav>
        <Link to={bookingsPagePath(trackId, host)} className={buttonClass('secondary', '', 'sm')}>
          {bookingsTexts.link}
        </Link>
        {first && first.counts[folder] > 0 && (
          <a href={messagesCsvUrl(trackId, host, folder)} download className={buttonClass('secondary', '', 'sm')}>
            {inboxTexts.exportCsv(folder)}
          </a>
        )}
      </div>
      <FolderMessages key={folder} trackId={trackId} host={host} folder={folder} />
      <TokenlessPosts trackId={trackId} host={host} />
      <WebhookSettings trackId={trackId} host={host} />
    </main>
  );
}
