/**
 * A barcode scanner works as a keyboard: it types the code in a burst, much faster than a person,
 * then presses Enter. These are the times the search box's characters were typed.
 */
export const SCAN_MAX_GAP_MS = 50;

/** The clock key bursts are timed with (tests set their own). */
export const scanClock = { now: (): number => performance.now() };
export const SCAN_MIN_LENGTH = 4;

export function looksScanned(keyTimes: readonly number[], typedLength: number, maxGapMs = SCAN_MAX_GAP_MS): boolean {
  // Every character of what is in the box must belong to the burst.
  if (typedLength < SCAN_MIN_LENGTH || keyTimes.length < typedLength) return false;
  const burst = keyTimes.slice(-typedLength);
  for (let i = 1; i < burst.length; i++) if (burst[i]! - burst[i - 1]! > maxGapMs) return false;
  return true;
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
