import type { FormMessage } from '@sitecraft/shared/forms';
import { useId, useRef } from 'react';
import { useFormats } from '../../i18n/use-formats.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useInboxTexts } from './inbox-texts.ts';
import { contactHref, firstLine } from './message-display.ts';

interface InboxMessageProps {
  message: FormMessage;
  open: boolean;
  busy: boolean;
  onToggle(): void;
  onMarkUnread(): void;
  onMove(): void;
  onDelete(): void;
}

/**
 * One message in a folder: who sent it, how to answer (a mailto: or tel: link), when, and its first line, bold while
 * unread. Its button opens the whole message with its actions below (a disclosure, so it reads well on a phone).
 */
export function InboxMessage({ message, open, busy, onToggle, onMarkUnread, onMove, onDelete }: InboxMessageProps) {
  const inboxTexts = useInboxTexts();
  const bodyId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const unread = !message.read;
  const about = <span className="sr-only">{inboxTexts.fromName(message.name)}</span>;
  const { dateTime } = useFormats();

  return (
    <li className={`rounded-lg border bg-white ${open ? 'border-brand-500 shadow-sm' : 'border-slate-200'}`}>
      <div className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-4">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="-m-1 flex min-w-0 flex-1 flex-col gap-0.5 rounded-md p-1 text-left hover:bg-slate-50"
        >
          <span className="flex min-w-0 items-center gap-2">
            {unread && <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-600" />}
            <span className={`truncate ${unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800'}`}>
              {unread && <span className="sr-only">{inboxTexts.unread}: </span>}
              {message.name}
            </span>
          </span>
          <span className={`truncate text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>{firstLine(message.message)}</span>
        </button>
        <div className="flex shrink-0 flex-wrap items-baseline gap-x-3 text-sm sm:flex-col sm:items-end">
          <a href={contactHref(message.contact)} className="break-all font-medium text-brand-700 underline hover:text-brand-900">
            {message.contact}
          </a>
          <time dateTime={new Date(message.received_at).toISOString()} className="text-slate-500">
            {dateTime.format(message.received_at)}
          </time>
        </div>
      </div>
      {open && (
        <div id={bodyId} className="flex flex-col gap-3 border-t border-slate-200 p-3">
          <p className="whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
          {message.folder === 'spam' && message.spam_reason && (
            <p className="text-sm text-slate-600">
              {inboxTexts.spamBecause} {inboxTexts.spamReasons[message.spam_reason]}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => {
                onMarkUnread();
                toggle.current?.focus();
              }}
            >
              {inboxTexts.markUnread}
              {about}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={onMove}>
              {message.folder === 'inbox' ? inboxTexts.markSpam : inboxTexts.notSpam}
              {about}
            </Button>
            <button
              type="button"
              disabled={busy}
              onClick={onDelete}
              className="inline-flex min-h-9 items-center justify-center rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:text-red-300"
            >
              {inboxTexts.delete}
              {about}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
