/**
 * Seconds at which the countdown is read out to screen readers: often enough to know how long is
 * left, not every second (which would drown everything else). Choice: at 15, 10 and 5.
 */
export const ANNOUNCED_MARKS: readonly number[] = [5, 10, 15];

/**
 * The seconds the polite live region says while `secondsLeft` is shown: the last mark passed,
 * so the region's text (and what is read out) changes only at the marks.
 */
export const announcedSeconds = (secondsLeft: number): number => ANNOUNCED_MARKS.find((mark) => mark >= secondsLeft) ?? secondsLeft;
