import { listOf, nameOf, type PdfObject, type PdfValue } from './pdf-syntax';

/**
 * What a resume's PDF may contain, said as what is allowed rather than as what attacks look like
 * (docs/decisions/0018). Applied to every object in the file, every copy of it and every revision,
 * those inside object streams included, so the copy a viewer picks is judged whichever it is.
 */

/** Actions a reader may take from a resume: follow a web or mail link, go to a page. */
const ALLOWED_ACTIONS = new Set(['URI', 'GoTo', 'Named']);
/** The page moves of a Named action; every other named action is a menu command of the viewer. */
const ALLOWED_NAMED = new Set(['NextPage', 'PrevPage', 'FirstPage', 'LastPage']);
/** Links a resume carries: a profile, a publication, an e-mail address. */
const ALLOWED_URI = /^(https?:\/\/|mailto:)/i;
/** Annotations that show something on the page; not files, sounds, films, 3D or rich media. */
const ALLOWED_ANNOTATIONS = new Set([
  'Link',
  'Text',
  'FreeText',
  'Line',
  'Square',
  'Circle',
  'Polygon',
  'PolyLine',
  'Highlight',
  'Underline',
  'Squiggly',
  'StrikeOut',
  'Caret',
  'Ink',
  'Popup',
  'Stamp',
  'Widget',
  'Watermark',
]);
/** Compression every writer uses for text, fonts and photos; older and exotic decoders are not run. */
const ALLOWED_FILTERS = new Set(['FlateDecode', 'Fl', 'DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF']);
/**
 * Names of things that run or carry other files. A second line behind the allow-lists above: a
 * resume never names them anywhere, as a key or a value.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'XFA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'RichMediaExecute',
]);

export type PdfRuleBreach =
  | { readonly rule: 'action'; readonly detail: string }
  | { readonly rule: 'link'; readonly detail: string }
  | { readonly rule: 'annotation'; readonly detail: string }
  | { readonly rule: 'filter'; readonly detail: string }
  | { readonly rule: 'activeName'; readonly detail: string };

/** The first breach of the items, judged in order. */
function firstBreach<T>(items: Iterable<T>, judge: (item: T) => PdfRuleBreach | undefined) {
  for (const item of items) {
    const breach = judge(item);
    if (breach) return breach;
  }
  return undefined;
}

class Judge {
  private readonly byNumber = new Map<number, PdfValue[]>();
  private readonly judgedActions = new Set<PdfValue>();

  constructor(objects: readonly PdfObject[]) {
    for (const object of objects) {
      const versions = this.byNumber.get(object.num) ?? [];
      versions.push(object.value);
      this.byNumber.set(object.num, versions);
    }
  }

  /** A value, or every object a reference may point to (all copies: any may be the one read). */
  private resolve(value: PdfValue): PdfValue[] {
    return value.kind === 'ref' ? (this.byNumber.get(value.num) ?? []) : [value];
  }

  private action(value: PdfValue): PdfRuleBreach | undefined {
    for (const action of this.resolve(value)) {
      if (action.kind !== 'dict' || this.judgedActions.has(action)) continue;
      this.judgedActions.add(action);
      // An action is run by its /S type; without one it is not an action (a tagged PDF's
      // structure elements use /A for their attributes).
      const type = nameOf(action.entries.get('S'));
      if (type === undefined) continue;
      if (!ALLOWED_ACTIONS.has(type)) return { rule: 'action', detail: type };
      if (type === 'Named' && !ALLOWED_NAMED.has(nameOf(action.entries.get('N')) ?? '')) {
        return { rule: 'action', detail: `Named ${nameOf(action.entries.get('N')) ?? ''}` };
      }
      if (type === 'URI') {
        const uri = action.entries.get('URI');
        const text = uri?.kind === 'string' ? uri.bytes.toString('latin1').trim() : '';
        if (!ALLOWED_URI.test(text)) return { rule: 'link', detail: text.slice(0, 60) };
      }
      const breach = firstBreach(listOf(action.entries.get('Next')), (next) => this.action(next));
      if (breach) return breach;
    }
    return undefined;
  }

  private dictionary(entries: ReadonlyMap<string, PdfValue>): PdfRuleBreach | undefined {
    const type = nameOf(entries.get('Type'));
    const additional = entries.get('AA');
    const actions = [
      ...(type === 'Action' ? [{ kind: 'dict', entries } as const] : []),
      ...['A', 'OpenAction'].flatMap((key) => entries.get(key) ?? []),
      ...(additional ? this.resolve(additional) : []).flatMap((triggers) =>
        triggers.kind === 'dict' ? [...triggers.entries.values()] : [],
      ),
    ];
    const breach = firstBreach(actions, (action) => this.action(action));
    if (breach) return breach;
    const subtype = nameOf(entries.get('Subtype'));
    if (subtype && (type === 'Annot' || entries.has('Rect')) && !ALLOWED_ANNOTATIONS.has(subtype)) {
      return { rule: 'annotation', detail: subtype };
    }
    const filter = listOf(entries.get('Filter')).find((item) => !ALLOWED_FILTERS.has(nameOf(item) ?? ''));
    return filter ? { rule: 'filter', detail: nameOf(filter) ?? filter.kind } : undefined;
  }

  /** Every dictionary and name inside a value, walked without recursion (no stack to exhaust). */
  judge(root: PdfValue): PdfRuleBreach | undefined {
    const pending: PdfValue[] = [root];
    for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
      if (value.kind === 'name') {
        if (ACTIVE_NAMES.has(value.name)) return { rule: 'activeName', detail: value.name };
      } else if (value.kind === 'array') {
        pending.push(...value.items);
      } else if (value.kind === 'dict') {
        for (const key of value.entries.keys()) {
          if (ACTIVE_NAMES.has(key)) return { rule: 'activeName', detail: key };
        }
        const breach = this.dictionary(value.entries);
        if (breach) return breach;
        pending.push(...value.entries.values());
      }
    }
    return undefined;
  }
}

/** The first rule the objects break, or undefined when every object keeps to the allow-lists. */
export function judgePdfObjects(
  objects: readonly PdfObject[],
  trailers: readonly PdfValue[],
): PdfRuleBreach | undefined {
  const judge = new Judge(objects);
  return firstBreach([...objects.map((object) => object.value), ...trailers], (value) => judge.judge(value));
}
