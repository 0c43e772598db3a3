import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * What a resume's .docx may contain, as allow-lists (docs/decisions/0018): the part types, the
 * relationships between parts, and the field codes Word and LibreOffice write for an ordinary
 * document. Everything is read from the package's XML with a real XML parser, so quoting,
 * character references, namespaces and UTF-16 are taken as Word itself takes them.
 */

const WORDML = 'application/vnd.openxmlformats-officedocument.wordprocessingml.';
const OFFICE = 'application/vnd.openxmlformats-officedocument.';

const magic = (...values: number[]) => Buffer.from(values);
const jpeg = [magic(0xff, 0xd8, 0xff)];
/** Images by their content type, and the bytes every file of that type starts with. */
const IMAGE_SIGNATURES: Readonly<Record<string, readonly Buffer[]>> = {
  'image/png': [magic(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
  'image/jpeg': jpeg,
  'image/jpg': jpeg,
  'image/gif': [Buffer.from('GIF87a'), Buffer.from('GIF89a')],
  'image/bmp': [Buffer.from('BM')],
  'image/tiff': [magic(0x49, 0x49, 0x2a, 0x00), magic(0x4d, 0x4d, 0x00, 0x2a)],
  'image/x-emf': [magic(0x01, 0x00, 0x00, 0x00)],
  'image/x-wmf': [magic(0xd7, 0xcd, 0xc6, 0x9a), magic(0x01, 0x00, 0x09, 0x00), magic(0x02, 0x00, 0x09, 0x00)],
  'image/svg+xml': [],
};

/** The content types of the parts a resume's package may hold. */
export const ALLOWED_CONTENT_TYPES = new Set([
  'application/xml',
  'application/vnd.openxmlformats-package.relationships+xml',
  'application/vnd.openxmlformats-package.core-properties+xml',
  `${WORDML}document.main+xml`,
  ...[
    'styles',
    'settings',
    'webSettings',
    'fontTable',
    'numbering',
    'footnotes',
    'endnotes',
    'header',
    'footer',
    'comments',
    'document.glossary',
  ].map((part) => `${WORDML}${part}+xml`),
  `${OFFICE}theme+xml`,
  `${OFFICE}extended-properties+xml`,
  `${OFFICE}custom-properties+xml`,
  `${OFFICE}customXmlProperties+xml`,
  `${OFFICE}obfuscatedFont`,
  `${OFFICE}drawingml.chart+xml`,
  ...['diagramData', 'diagramLayout', 'diagramStyle', 'diagramColors'].map((part) => `${OFFICE}drawingml.${part}+xml`),
  'application/vnd.ms-office.drawingml.diagramDrawing+xml',
  'application/vnd.ms-office.chartstyle+xml',
  'application/vnd.ms-office.chartcolorstyle+xml',
  'application/vnd.ms-word.stylesWithEffects+xml',
  'application/vnd.ms-word.people+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.people+xml',
  'application/vnd.ms-word.commentsExtended+xml',
  'application/vnd.ms-word.commentsIds+xml',
  'application/vnd.ms-word.commentsExtensible+xml',
  'application/vnd.ms-word.intelligence+xml',
  ...Object.keys(IMAGE_SIGNATURES),
]);

/** The one main part a .docx has: not a template's, not a macro-enabled document's. */
export const DOCX_MAIN_PART = `${WORDML}document.main+xml`;

const RELATIONSHIP_BASES = [
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/',
  'http://schemas.openxmlformats.org/package/2006/relationships/metadata/',
  'http://schemas.openxmlformats.org/package/2006/relationships/',
  'http://schemas.microsoft.com/office/2007/relationships/',
  'http://schemas.microsoft.com/office/2011/relationships/',
  'http://schemas.microsoft.com/office/2016/09/relationships/',
  'http://schemas.microsoft.com/office/2018/08/relationships/',
  'http://schemas.microsoft.com/office/2019/09/relationships/',
  'http://schemas.microsoft.com/office/2020/02/relationships/',
];

/**
 * Relationships that tie an ordinary document's parts together. Not among them: OLE objects,
 * packages, ActiveX controls, macros, attached templates, sub-documents, imported chunks (altChunk),
 * frames and printer settings.
 */
const ALLOWED_RELATIONSHIPS = new Set([
  'officeDocument',
  'styles',
  'stylesWithEffects',
  'settings',
  'webSettings',
  'fontTable',
  'font',
  'theme',
  'numbering',
  'footnotes',
  'endnotes',
  'header',
  'footer',
  'image',
  'hyperlink',
  'comments',
  'commentsExtended',
  'commentsIds',
  'commentsExtensible',
  'people',
  'customXml',
  'customXmlProps',
  'core-properties',
  'extended-properties',
  'custom-properties',
  'thumbnail',
  'glossaryDocument',
  'chart',
  'chartStyle',
  'chartColorStyle',
  'diagramData',
  'diagramLayout',
  'diagramQuickStyle',
  'diagramColors',
  'diagramDrawing',
  'intelligence',
]);

/** A link a reader may follow out of a resume. */
const ALLOWED_LINK = /^(https?:\/\/|mailto:|#)/i;

/**
 * Field codes that show something (a page number, a date, a cross-reference, a table of
 * contents, a link). Not among them: DDE and DDEAUTO (run a program), INCLUDETEXT, INCLUDEPICTURE,
 * IMPORT and LINK (fetch another file), MACROBUTTON, DATABASE and the like.
 */
const ALLOWED_FIELDS = new Set([
  'HYPERLINK',
  'PAGE',
  'NUMPAGES',
  'SECTIONPAGES',
  'SECTION',
  'DATE',
  'TIME',
  'CREATEDATE',
  'SAVEDATE',
  'PRINTDATE',
  'EDITTIME',
  'TOC',
  'TC',
  'PAGEREF',
  'REF',
  'NOTEREF',
  'SEQ',
  'STYLEREF',
  'AUTHOR',
  'TITLE',
  'SUBJECT',
  'KEYWORDS',
  'COMMENTS',
  'LASTSAVEDBY',
  'NUMWORDS',
  'NUMCHARS',
  'FORMTEXT',
  'FORMCHECKBOX',
  'FORMDROPDOWN',
  'SYMBOL',
  'EQ',
  'XE',
  'INDEX',
  'LISTNUM',
  'BIBLIOGRAPHY',
  'CITATION',
  'GOTOBUTTON',
  'ADVANCE',
  'QUOTE',
  'IF',
  'COMPARE',
  '=',
]);

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPES = 'http://schemas.openxmlformats.org/package/2006/content-types';
/** Elements that put another file or program into the document, whatever relationship they name. */
const EMBEDDING_ELEMENTS = new Set([`${W} altChunk`, `${W} subDoc`, `${W} object`, `${W} control`]);

export type DocxBreach = { readonly rule: string; readonly detail: string };

/** The text of an XML part, as its byte order mark or declaration says it is encoded. */
export function xmlText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/** Walks an XML part with a namespace-aware parser; any error in it is thrown. */
function walk(
  xml: string,
  onOpen: (tag: SaxesTagNS) => void,
  onClose?: (tag: SaxesTagNS) => void,
  onText?: (text: string) => void,
) {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', onOpen);
  if (onClose) parser.on('closetag', onClose);
  if (onText) parser.on('text', onText);
  parser.on('doctype', () => {
    throw new Error('a DOCTYPE in a package part (entity expansion)');
  });
  parser.write(xml).close();
}

const attribute = (tag: SaxesTagNS, local: string, uri = '') =>
  Object.values(tag.attributes).find((each) => each.local === local && each.uri === uri)?.value;

/** [Content_Types].xml: the content type of each part, by name and by extension. */
export function readContentTypes(xml: string) {
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  walk(xml, (tag) => {
    if (tag.uri !== CONTENT_TYPES) throw new Error(`${tag.name} is not a content-types element`);
    const type = attribute(tag, 'ContentType');
    if (tag.local === 'Default' && type) defaults.set(attribute(tag, 'Extension')?.toLowerCase() ?? '', type);
    if (tag.local === 'Override' && type) overrides.set(attribute(tag, 'PartName')?.toLowerCase() ?? '', type);
  });
  return {
    of(partName: string): string | undefined {
      const lower = `/${partName}`.toLowerCase();
      return overrides.get(lower) ?? defaults.get(lower.split('.').pop() ?? '');
    },
    all: () => [...defaults.values(), ...overrides.values()],
  };
}

/** A .rels part: every relationship of an allowed type; only links may point outside the package. */
function judgeRelationships(xml: string): DocxBreach | undefined {
  let breach: DocxBreach | undefined;
  walk(xml, (tag) => {
    if (tag.uri !== PACKAGE_RELATIONSHIPS) breach ??= { rule: 'relationships', detail: tag.name };
    if (breach || tag.local !== 'Relationship') return;
    const type = attribute(tag, 'Type') ?? '';
    const base = RELATIONSHIP_BASES.find((prefix) => type.startsWith(prefix));
    const kind = base ? type.slice(base.length) : '';
    const target = attribute(tag, 'Target') ?? '';
    if (!ALLOWED_RELATIONSHIPS.has(kind)) breach = { rule: 'relationship', detail: type };
    else if (attribute(tag, 'TargetMode') === 'External') {
      if (kind !== 'hyperlink') breach = { rule: 'external', detail: type };
      else if (!ALLOWED_LINK.test(target.trim())) breach = { rule: 'link', detail: target };
    }
  });
  return breach;
}

/** The keyword of a field's instruction: `HYPERLINK`, `DDEAUTO`, `=`. */
const fieldKeyword = (instruction: string) => /^\s*(=|[A-Za-z]+)/.exec(instruction)?.[1]?.toUpperCase() ?? '';

function judgeField(instruction: string): DocxBreach | undefined {
  const keyword = fieldKeyword(instruction);
  if (keyword === '') return undefined;
  if (!ALLOWED_FIELDS.has(keyword)) return { rule: 'field', detail: keyword };
  if (keyword === 'HYPERLINK') {
    const target = /^\s*HYPERLINK\s+(?:"([^"]*)"|(\S+))/i.exec(instruction);
    const link = target?.[1] ?? target?.[2] ?? '';
    if (link !== '' && !link.startsWith('\\') && !ALLOWED_LINK.test(link)) return { rule: 'link', detail: link };
  }
  return undefined;
}

/**
 * A part of the document (body, headers, footers, notes, comments): no element that embeds
 * another file, and only allowed field codes, whether simple (`w:fldSimple/@w:instr`) or complex
 * (the `w:instrText` runs between a field's begin and separate marks, split however they are).
 */
function judgeDocumentPart(xml: string): DocxBreach | undefined {
  let breach: DocxBreach | undefined;
  const fields: string[][] = [];
  let inInstruction = false;
  const fieldEnds = () => {
    const instruction = fields.pop()?.join('');
    if (instruction !== undefined) breach ??= judgeField(instruction);
  };
  walk(
    xml,
    (tag) => {
      const key = `${tag.uri} ${tag.local}`;
      if (EMBEDDING_ELEMENTS.has(key)) breach ??= { rule: 'embedding', detail: tag.name };
      if (tag.uri !== W) return;
      if (tag.local === 'fldSimple') breach ??= judgeField(attribute(tag, 'instr', W) ?? '');
      if (tag.local === 'fldChar') {
        const type = attribute(tag, 'fldCharType', W);
        if (type === 'begin') fields.push([]);
        if (type === 'separate' || type === 'end') fieldEnds();
      }
      inInstruction = tag.local === 'instrText' || tag.local === 'delInstrText';
    },
    (tag) => {
      if (tag.uri === W && (tag.local === 'instrText' || tag.local === 'delInstrText')) inInstruction = false;
    },
    (text) => {
      if (inInstruction) fields.at(-1)?.push(text);
    },
  );
  // A field without its end still had its instruction.
  while (fields.length > 0) fieldEnds();
  return breach;
}

/** SVG drawn shapes and text only: no scripts, event handlers, foreign content or outside links. */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'title',
  'desc',
  'metadata',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'style',
]);

function judgeSvg(xml: string): DocxBreach | undefined {
  let breach: DocxBreach | undefined;
  walk(xml, (tag) => {
    if (tag.uri === 'http://www.w3.org/2000/svg' && !SVG_ELEMENTS.has(tag.local))
      breach ??= { rule: 'svg', detail: tag.local };
    for (const attr of Object.values(tag.attributes)) {
      // The SVG and HTML specs name every event handler attribute on…
      if (/^on/i.test(attr.local)) breach ??= { rule: 'svg', detail: attr.name };
      if (attr.local === 'href' && !/^#/.test(attr.value.trim()))
        breach ??= { rule: 'svg', detail: attr.value.slice(0, 40) };
    }
  });
  return breach;
}

/** One part judged by what the package says it is, and by what its bytes are. */
export function judgePart(name: string, type: string, content: Buffer): DocxBreach | undefined {
  if (type === 'image/svg+xml') return judgeSvg(xmlText(content));
  const images = IMAGE_SIGNATURES[type];
  if (images) {
    return images.some((signature) => content.subarray(0, signature.length).equals(signature))
      ? undefined
      : { rule: 'image', detail: `${name} is not ${type}` };
  }
  if (type === `${OFFICE}obfuscatedFont`) return undefined;
  const xml = xmlText(content);
  if (name.endsWith('.rels')) return judgeRelationships(xml);
  // The document's own parts, and any other XML part (properties, theme, styles of charts), which
  // must at least be XML.
  return judgeDocumentPart(xml);
}
