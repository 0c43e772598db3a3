/** "Priya Sharma" gives "PS"; "Dr. Anil Kumar" gives "AK" (a title is not a name). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/\.$/.test(word));
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join('');
}
