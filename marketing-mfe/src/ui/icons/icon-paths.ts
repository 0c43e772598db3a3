/** A circle as path data, so every icon is a list of paths. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/**
 * The site's line icons, drawn for it on a 24 px grid with a 1.75 px stroke: one list of path
 * data per icon. Decorative wherever they appear; the text beside them carries the meaning.
 */
export const iconPaths = {
  essay: ['M6 3h9l3 3v15H6z', 'M15 3v3h3', 'M9 10h6M9 13h6M9 16h4'],
  research: [circle(10.5, 10.5, 5.5), 'm15 15 5 5', 'M8.5 10.5h4M10.5 8.5v4'],
  literature: ['M4 5h5v14H4zM9 5h5v14H9z', 'm14.5 5.8 4.6-1.3 3.7 13.5-4.6 1.3z', 'M6.5 8v2M11.5 8v2'],
  thesis: ['M12 4 2 9l10 5 10-5z', 'M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5', 'M22 9v6'],
  report: ['M5 3h14v18H5z', 'M9 17v-3M12 17v-6M15 17v-4', 'M8 7h8'],
  editing: ['M4 20h4L19 9l-4-4L4 16z', 'm13.5 6.5 4 4', 'M14 20h6'],
  plagiarism: ['M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z', 'm8.5 12 2.5 2.5 4.5-5'],
  presentation: ['M3 4h18M4 4v11h16V4', 'M12 15v3M8 21l4-3 4 3', 'M8 11l3-3 2 2 3-3'],
  questionnaire: ['M7 4h10v17H7z', 'M10 2h4v3h-4z', 'M9.5 10h1M12.5 10h2M9.5 13.5h1M12.5 13.5h2M9.5 17h1M12.5 17h2'],
  abstract: ['M5 4h14v16H5z', 'M8 8h8M8 11h8M8 14h5', 'M15 17h1'],
  statistics: ['M4 20h16', 'M6 20v-6M10 20V9M14 20v-8M18 20V5', 'M5 11l5-5 4 3 5-5'],
  topic: ['M9 18h6M10 21h4', 'M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z'],
  qualified: [circle(12, 9, 5), 'm9 13.5-1.5 7.5 4.5-2.5 4.5 2.5-1.5-7.5', 'M10 9l1.5 1.5L14 8'],
  custom: ['M14.5 4.5 19.5 9.5 9 20H4v-5z', 'm12 7 5 5', 'M4 20l3.5-3.5'],
  global: [
    circle(12, 12, 9),
    'M3 12h18',
    'M12 3c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3z',
  ],
  clock: [circle(12, 12, 9), 'M12 7v5l3.5 2'],
  lock: ['M5 11h14v10H5z', 'M8 11V8a4 4 0 0 1 8 0v3', 'M12 15v2'],
  support: ['M4 14v-2a8 8 0 0 1 16 0v2', 'M4 14h3v5H4zM17 14h3v5h-3z', 'M20 19c0 1.5-1.8 2-4 2h-2'],
  referencing: ['M7 7h4v4H7zM7 11c0 2-1 3.5-3 4', 'M15 7h4v4h-4zM15 11c0 2-1 3.5-3 4'],
  phone: ['M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z'],
  mail: ['M3 6h18v12H3z', 'm3 7 9 6 9-6'],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9.5h8M8 12.5h5'],
  mapPin: ['M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z', circle(12, 9.5, 2.5)],
  shield: ['M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z', 'M12 8v5M12 16v.5'],
  target: [circle(12, 12, 9), circle(12, 12, 5), circle(12, 12, 1)],
  handshake: ['M2 11l4-4 4 2 2-1 4 1 4 4', 'm6 13 4 4 2-1 2 2 2-1 2-3', 'M10 9l-2 2.5 2 1.5 3-2'],
  speech: ['M4 5h12v9H9l-4 3v-3H4z', 'M16 9h4v8h-1v3l-3-3h-5v-3'],
  briefcase: ['M3 8h18v12H3z', 'M9 8V5h6v3', 'M3 13h18'],
  institution: ['M3 9 12 4l9 5', 'M4 9h16', 'M6 9v8M10 9v8M14 9v8M18 9v8', 'M3 20h18M4 17h16'],
  star: ['m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'],
  arrowLeft: ['M15 5l-7 7 7 7'],
  arrowRight: ['M9 5l7 7-7 7'],
  pause: ['M8 5v14M16 5v14'],
  play: ['M7 4v16l13-8z'],
  check: ['m5 12.5 4.5 4.5L19 7.5'],
  tag: ['M3 12V4h8l10 10-8 8z', circle(7.5, 8.5, 1.5)],
  calendar: ['M4 6h16v15H4z', 'M4 10h16', 'M8 3v5M16 3v5'],
  chevronDown: ['m6 9 6 6 6-6'],
  quote: ['M6 17c2.5-1 3.5-3 3.5-5.5V7H5v5h4', 'M15 17c2.5-1 3.5-3 3.5-5.5V7H14v5h4'],
  users: [circle(9, 8, 3.5), 'M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6', 'M16 4.5a3.5 3.5 0 0 1 0 7', 'M18 14c2 .8 3 2.9 3 6'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof iconPaths;
