import { Link } from 'react-router';
import { buttonClass } from '../../shared/ui/button.tsx';
import { bookingsPagePath, useWaitingRequests } from './bookings-api.ts';
import { useBookingsTexts } from './bookings-texts.ts';
import { ForSite } from './for-site.tsx';
import { UnreadBadge } from './inbox-link.tsx';

/** A site card's way to one domain's Bookings page, shown while requests wait there, with their number ("Bookings example.com (2 waiting)"). */
export function BookingsLink({ trackId, host, showHost }: { trackId: string; host: string; showHost: boolean }) {
  const bookingsTexts = useBookingsTexts();
  const waiting = useWaitingRequests().data?.sites.find((site) => site.track_id === trackId && site.host === host)?.requests ?? 0;
  if (waiting === 0) return null;
  return (
    <Link to={bookingsPagePath(trackId, host)} className={buttonClass('secondary', '', 'sm')}>
      {bookingsTexts.link}
      {showHost ? ` ${host}` : <ForSite domains={host} />}
      <UnreadBadge count={waiting} note={bookingsTexts.waitingNote(waiting)} />
    </Link>
  );
}
