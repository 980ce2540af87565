/** A rolling one-second window, as the CDN API counts requests; a limit of 0 or less lets everything through. */
export function createRateLimiter(perSecond: number, now: () => number = Date.now) {
  const starts: number[] = [];
  return {
    /** Records the request and answers whether it fits in the window. */
    take(): boolean {
      if (perSecond <= 0) return true;
      const time = now();
      while (starts.length > 0 && (starts[0] ?? 0) <= time - 1000) starts.shift();
      if (starts.length >= perSecond) return false;
      starts.push(time);
      return true;
    },
  };
}
