/**
 * What a resume may inflate to (the parts of a docx, the compressed streams of a PDF) before it is
 * refused as a decompression bomb. A real resume, even with photos, stays far below: images are
 * stored compressed and are not inflated by the checks.
 */
export const RESUME_UNPACKED_MAX_BYTES = 64 * 1024 * 1024;

/** More parts than any real Word document has; a ZIP with millions of empty entries costs time too. */
export const DOCX_MAX_ENTRIES = 2000;
