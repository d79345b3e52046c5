/**
 * A barcode scanner works as a keyboard: it types the code in a burst, much faster than a person,
 * then presses Enter. These are the times the search box's characters were typed.
 */
/** No two keys of a burst further apart than this, … */
export const SCAN_MAX_GAP_MS = 80;
/** … and on average closer than this (a fast typist averages well over 60 ms a key). */
export const SCAN_MEAN_GAP_MS = 35;
export const SCAN_MIN_LENGTH = 4;

/**
 * The time of a key: the event's own time stamp (when the key was pressed, even if the page was
 * busy and handled it late), else now. Tests set their own.
 */
export const scanClock = {
  now: (event?: { timeStamp?: number }): number => (event?.timeStamp && event.timeStamp > 0 ? event.timeStamp : performance.now()),
};

export function looksScanned(keyTimes: readonly number[], typedLength: number): boolean {
  // Every character of what is in the box must belong to the burst.
  if (typedLength < SCAN_MIN_LENGTH || keyTimes.length < typedLength) return false;
  const burst = keyTimes.slice(-typedLength);
  for (let i = 1; i < burst.length; i++) if (burst[i]! - burst[i - 1]! > SCAN_MAX_GAP_MS) return false;
  return (burst[burst.length - 1]! - burst[0]!) / (burst.length - 1) <= SCAN_MEAN_GAP_MS;
}

/** Records the time of each character key; forgets when the box is emptied. */
export class KeyBurst {
  private times: number[] = [];
  record(now: number): void {
    this.times.push(now);
    if (this.times.length > 200) this.times.splice(0, this.times.length - 200);
  }
  reset(): void {
    this.times = [];
  }
  isScan(typedLength: number): boolean {
    return looksScanned(this.times, typedLength);
  }
}
