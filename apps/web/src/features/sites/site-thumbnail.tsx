import { useEffect, useRef, useState } from 'react';

/** The width the home page is laid out at before it is scaled down to the card: a desktop's view of it. */
const PAGE_WIDTH = 1280;
const PAGE_HEIGHT = 800;

/**
 * A picture of a site's home page: the page itself in a sandboxed frame (no script, no focus, hidden from assistive
 * technology, loaded only when near the screen), laid out at desktop width and scaled to the card. The frame keeps
 * our origin so that its styles and pictures carry the session cookie; without allow-scripts that gives it nothing.
 */
export function SiteThumbnail({ src, label }: { src: string | undefined; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.25);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setScale(entry.contentRect.width / PAGE_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className="relative aspect-[16/10] overflow-hidden rounded-t-xl border-b border-slate-200 bg-slate-100">
      {src ? (
        <iframe
          src={src}
          title={label}
          sandbox="allow-same-origin"
          loading="lazy"
          aria-hidden="true"
          tabIndex={-1}
          className="pointer-events-none absolute left-0 top-0 origin-top-left border-0 bg-white"
          style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` }}
        />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-sm text-slate-500">{label}</span>
      )}
    </div>
  );
}
