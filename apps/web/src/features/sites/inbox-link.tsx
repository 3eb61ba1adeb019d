import { Link } from 'react-router';
import { buttonClass } from '../../shared/ui/button.tsx';
import { ForSite } from './for-site.tsx';
import { useUnreadCounts } from './inbox-api.ts';
import { useInboxTexts } from './inbox-texts.ts';

/** The path of a site's inbox in the app. */
export const inboxPath = (trackId: string, host: string) => `/sites/${encodeURIComponent(trackId)}/${encodeURIComponent(host)}/inbox`;

/** The number of unread messages beside an inbox link's words; screen readers hear "(3 unread)", or `note`. */
export function UnreadBadge({ count, inverse = false, note }: { count: number; inverse?: boolean; note?: string }) {
  const inboxTexts = useInboxTexts();
  return (
    <>
      <span className="sr-only">{note ?? inboxTexts.unreadNote(count)}</span>
      <span aria-hidden="true" className={`min-w-5 rounded-full px-1.5 text-center text-xs font-bold leading-5 ${inverse ? 'bg-white text-brand-700' : 'bg-brand-600 text-white'}`}>
        {count}
      </span>
    </>
  );
}

/** A site card's way to one domain's messages, with a badge of its unread ones ("Inbox example.com (3 unread)"). */
export function InboxLink({ trackId, host, showHost }: { trackId: string; host: string; showHost: boolean }) {
  const inboxTexts = useInboxTexts();
  const counts = useUnreadCounts();
  const unread = counts.data?.sites.find((site) => site.track_id === trackId && site.host === host)?.unread ?? 0;
  return (
    <Link to={inboxPath(trackId, host)} className={buttonClass('secondary', '', 'sm')}>
      {inboxTexts.inbox}
      {showHost ? ` ${host}` : <ForSite domains={host} />}
      {unread > 0 && <UnreadBadge count={unread} />}
    </Link>
  );
}
