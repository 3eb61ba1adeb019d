import type { AnchorHTMLAttributes } from 'react';
import { navigateTo } from './hash-location.ts';

type HashLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link of the shell, which works without react-router: a plain `#/route` address, so opening it in a new tab
 * works; a plain click goes through navigateTo, so following a link to the place already open still counts as a
 * navigation (the landing scrolls back to its section, the phone menu closes).
 */
export function HashLink({ to, onClick, ...props }: HashLinkProps) {
  return (
    <a
      {...props}
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigateTo(to);
      }}
    />
  );
}
