/** The levels of the headings in `container`, in document order: [1, 2, 3, 2, ...]. */
export function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1)));
}

/** True when the outline starts at one h1 and never skips a level going down. */
export function headingsInOrder(levels: readonly number[]): boolean {
  return (
    levels[0] === 1 &&
    levels.filter((level) => level === 1).length === 1 &&
    levels.every((level, index) => index === 0 || level <= (levels[index - 1] ?? 0) + 1)
  );
}
