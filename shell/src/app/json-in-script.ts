/**
 * A value as JSON to put inside a <script> element (the page's data blocks: the remotes'
 * configuration, the start files, the structured data): `<` escaped, so no string in the data can
 * close the element.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
