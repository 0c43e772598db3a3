const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * How the site writes a date: "2 November 2026" from "2026-11-02". The same on the server and in
 * every browser (no locale or time zone involved, so hydration never meets a different text).
 */
export function dateText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
