const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'medium' });
const percent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });

/** An epoch-millisecond time as the admin screens show it. */
export const formatTime = (epochMs: number | null) => (epochMs === null ? '—' : dateTime.format(epochMs));
export const formatShare = (share: number) => percent.format(share);
export const formatDelta = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));
