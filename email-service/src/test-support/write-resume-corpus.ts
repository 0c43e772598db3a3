import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorCode } from '../errors';
import * as hostile from './hostile-files';
import * as pdfs from './hostile-pdf-structures';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import * as sample from './sample-files';
import * as word from './hostile-word-structures';

/**
 * Writes the resume corpus (`npm run corpus -w email-service`): every refused file as
 * `refused/<error code>--<what it is>.<ext>`, and the service's own samples under `accepted/`.
 * The real resumes from other writers in `accepted/` (LibreOffice, pdfkit, docx) are made once
 * and kept (fixtures/resumes/README.md says how); this leaves them alone.
 */
const corpus = path.join(__dirname, '..', '..', 'fixtures', 'resumes');

type Maker = () => Buffer | Promise<Buffer>;
const refused: ReadonlyArray<readonly [ErrorCode, string, Maker]> = [
  ['unsafePdf', 'duplicate-object-openaction-javascript.pdf', () => pdfs.pdfWithDuplicateObject()],
  [
    'unsafePdf',
    'duplicate-object-openaction-rendition.pdf',
    () => pdfs.pdfWithDuplicateObject('<< /S /Rendition /OP 0 >>'),
  ],
  ['unsafePdf', 'incremental-update-rendition.pdf', pdfs.pdfWithIncrementalUpdate],
  ['unsafePdf', 'script-in-object-stream.pdf', pdfs.pdfWithScriptInObjectStream],
  ['unsafePdf', 'javascript-escaped-names.pdf', hostile.pdfWithJavaScript],
  ['unsafePdf', 'javascript-compressed-object-stream.pdf', hostile.pdfWithHiddenJavaScript],
  ['unsafePdf', 'launch.pdf', hostile.pdfWithLaunch],
  ['unsafePdf', 'embedded-file.pdf', hostile.pdfWithEmbeddedFile],
  ['unsafePdf', 'remote-goto-unc.pdf', pdfs.pdfWithRemoteGoTo],
  ['unsafePdf', 'link-file-uri.pdf', pdfs.pdfWithFileLink],
  ['unsafePdf', 'link-javascript-uri.pdf', pdfs.pdfWithScriptLink],
  ['unsafePdf', 'rendition-action.pdf', pdfs.pdfWithRendition],
  ['unsafePdf', 'submit-form.pdf', pdfs.pdfWithSubmitForm],
  ['unsafePdf', 'named-print.pdf', pdfs.pdfWithNamedPrint],
  ['unsafePdf', 'sound-annotation.pdf', pdfs.pdfWithSoundAnnotation],
  ['unsafePdf', 'xfa-form.pdf', pdfs.pdfWithXfa],
  ['unsafePdf', 'jbig2-image.pdf', pdfs.pdfWithJbig2],
  ['unsafePdf', 'html-comment-polyglot.pdf', hostile.pdfHtmlPolyglot],
  ['unsafePdf', 'markup-in-title.pdf', pdfs.pdfWithMarkupInTitle],
  ['unsafePdf', 'markup-in-page-text.pdf', pdfs.pdfWithMarkupInContent],
  ['unsafePdf', 'html-metadata.pdf', pdfs.pdfWithHtmlMetadata],
  ['unsafePdf', 'executable-after-header.pdf', hostile.pdfThenExecutable],
  ['unsafePdf', 'executable-after-eof.pdf', hostile.pdfWithAppendedPayload],
  ['unreadablePdf', 'html-between-objects.pdf', pdfs.pdfWithHtmlBetweenObjects],
  ['unreadablePdf', 'nested-100000-deep.pdf', pdfs.pdfNestedTooDeep],
  ['resumeExpandsTooMuch', 'object-stream-bomb.pdf', () => hostile.pdfBomb(200)],
  ['unsafeWord', 'remote-template.docx', hostile.docxWithRemoteTemplate],
  ['unsafeWord', 'remote-template-single-quoted.docx', word.docxRemoteTemplateSingleQuoted],
  ['unsafeWord', 'remote-template-character-references.docx', word.docxRemoteTemplateCharacterReferences],
  ['unsafeWord', 'remote-template-utf16.docx', word.docxRemoteTemplateUtf16],
  ['unsafeWord', 'linked-picture.docx', word.docxLinkedPicture],
  ['unsafeWord', 'alt-chunk.docx', word.docxAltChunk],
  ['unsafeWord', 'dde-field-split-runs.docx', word.docxDdeField],
  ['unsafeWord', 'dde-simple-field.docx', word.docxDdeSimpleField],
  ['unsafeWord', 'includepicture-field.docx', word.docxIncludePicture],
  ['unsafeWord', 'file-share-link.docx', word.docxFileShareLink],
  ['unsafeWord', 'activex-control.docx', word.docxActiveX],
  ['unsafeWord', 'ole-object.docx', hostile.docxWithOleObject],
  ['unsafeWord', 'executable-named-png.docx', hostile.docxWithHiddenExecutable],
  ['unsafeWord', 'macro-enabled-renamed.docx', sample.sampleDocm],
  ['unsafeWord', 'svg-with-script.docx', word.docxSvgWithScript],
  // The ZIP reader itself finds no end record where it must be: unreadable, and refused all the same.
  ['unreadableWord', 'html-after-zip-end.docx', word.docxWithHtmlAppended],
  ['unsafeWord', 'html-in-zip-comment.docx', word.docxWithHtmlComment],
  ['unsafeWord', 'bytes-between-parts.docx', word.docxWithBytesBetweenParts],
  ['unsafeWord', 'unlisted-part.docx', word.docxWithUnlistedPart],
  ['resumeExpandsTooMuch', 'zip-bomb-declared.docx', () => hostile.docxBomb(200, true)],
  ['unreadableWord', 'zip-bomb-understated.docx', () => hostile.docxBomb(200, false)],
  ['unsafeWord', 'macros.doc', hostile.docWithMacros],
  ['unsafeWord', 'ole-object.doc', hostile.docWithOleObject],
  ['encryptedResume', 'password-protected.doc', hostile.encryptedDoc],
];

const accepted: ReadonlyArray<readonly [string, Maker]> = [
  ['service-sample-xref-table.pdf', () => samplePdf()],
  ['pdf-lib-object-streams.pdf', sample.sampleModernPdf],
  ['service-sample-photo-and-link.docx', sample.sampleDocx],
  ['service-sample-word-streams.doc', () => sample.wordCompoundFile()],
];

async function main(): Promise<void> {
  const refusedDir = path.join(corpus, 'refused');
  rmSync(refusedDir, { recursive: true, force: true });
  mkdirSync(refusedDir, { recursive: true });
  for (const [code, name, make] of refused) writeFileSync(path.join(refusedDir, `${code}--${name}`), await make());
  const acceptedDir = path.join(corpus, 'accepted');
  mkdirSync(acceptedDir, { recursive: true });
  for (const [name, make] of accepted) writeFileSync(path.join(acceptedDir, name), await make());
  console.info(
    `${readdirSync(refusedDir).length} refused and ${readdirSync(acceptedDir).length} accepted files in ${corpus}`,
  );
}

void main();
