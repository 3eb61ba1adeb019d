import { useSyncExternalStore } from 'react';

/**
 * The route in the address's hash (`#/landing#templates`: path `/landing`, anchor `#templates`), read without
 * react-router: the shell (header, landing, loading and error screens) draws from it, so the landing's first load
 * carries no router. `key` changes on every navigation, following a link to the place already open included.
 */
export interface HashLocation {
  pathname: string;
  hash: string;
  key: number;
}

function readLocation(key: number): HashLocation {
  const url = new URL(window.location.hash.slice(1) || '/', 'http://route.invalid/');
  return { pathname: url.pathname, hash: url.hash, key };
}

let current = readLocation(0);
let currentHash = window.location.hash;
const listeners = new Set<() => void>();

function publish(): void {
  current = readLocation(current.key + 1);
  currentHash = window.location.hash;
  for (const listener of listeners) listener();
}

/** Takes the address in if it changed: after a link, back and forward, or a page's own react-router navigation. */
export function syncHashLocation(): void {
  if (window.location.hash !== currentHash) publish();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('hashchange', syncHashLocation);
    window.addEventListener('popstate', syncHashLocation);
  }
  // The address may have changed before the first screen listened (the texts load before it draws).
  syncHashLocation();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('hashchange', syncHashLocation);
    window.removeEventListener('popstate', syncHashLocation);
  };
}

/** The current route, redrawn on every navigation. */
export function useHashLocation(): HashLocation {
  return useSyncExternalStore(subscribe, () => current);
}

/**
 * Goes to a route (`/login`, `/landing#templates`) as a link would. The browser's own hash navigation tells
 * react-router too (a popstate), when a page's router is up.
 */
export function navigateTo(to: string, { replace = false } = {}): void {
  const target = `#${to}`;
  if (window.location.hash === target) return publish();
  if (replace) window.location.replace(target);
  else window.location.hash = to;
  syncHashLocation();
}
