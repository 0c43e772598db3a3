import { SaxesParser } from 'saxes';

/**
 * Whether text a browser or mail client might read as HTML holds markup. The HTML tokenizer
 * (WHATWG HTML, "tag open state") starts a tag, a comment or a processing instruction at `<`
 * followed by an ASCII letter, `!`, `/` or `?`; nothing else it reads can run anything. So the
 * question is decided by that one rule of the tokenizer, not by a list of tags or handlers that an
 * attacker would only have to step around.
 */
const TAG_OPEN = /<[A-Za-z!/?]/;

export function hasMarkup(text: string): boolean {
  return TAG_OPEN.test(text);
}

/**
 * The same question for PDF content, where `<` also begins a dictionary (`<<`) or a hexadecimal
 * string (`<FEFF0041>`): markup is a tag-open that is neither.
 */
export function hasMarkupBesidesPdfSyntax(text: string): boolean {
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
    if (text[at + 1] === '<') {
      at += 1;
      continue;
    }
    const hex = /^<[\s0-9A-Fa-f]*>/.exec(text.slice(at, at + 4096));
    if (!hex && TAG_OPEN.test(text.slice(at, at + 2))) return true;
  }
  return false;
}

/**
 * Whether XML (a PDF's XMP metadata, a Word package's parts) is well formed and every element and
 * attribute in it belongs to a namespace by its prefix. Read as HTML such markup is only unknown
 * elements with colon names and attributes that are never event handlers.
 */
export function isNamespacedXml(xml: string): boolean {
  const parser = new SaxesParser({ xmlns: true });
  let namespaced = true;
  parser.on('opentag', (tag) => {
    if (!tag.name.includes(':')) namespaced = false;
    for (const name of Object.keys(tag.attributes)) {
      if (!name.includes(':') && name !== 'xmlns') namespaced = false;
    }
  });
  try {
    parser.write(xml).close();
  } catch {
    return false;
  }
  return namespaced;
}
