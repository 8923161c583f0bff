/** Calendar month in UTC, `YYYY-MM`: the unit of included calls and overage. */
export function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** Start (epoch ms) of the fixed one-minute rate window containing `now`. */
export function minuteWindowStart(now: Date): number {
  const t = now.getTime();
  return t - (t % 60_000);
}

/** Whole seconds until the window containing `now` resets; at least 1. */
export function secondsToWindowReset(now: Date): number {
  return Math.max(1, Math.ceil((minuteWindowStart(now) + 60_000 - now.getTime()) / 1000));
}
