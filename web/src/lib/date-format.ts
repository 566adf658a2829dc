/**
 * An en-US date formatter made the first time it formats. Making one loads the browser's calendar
 * and time-zone data: a handful of them made when a module loads cost a phone well over 100 ms of
 * start-up for dates the page may not even show (bench/README.md).
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): { format: (date: Date) => string } {
  let formatter: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => {
      formatter ??= new Intl.DateTimeFormat("en-US", options);
      return formatter.format(date);
    },
  };
}
