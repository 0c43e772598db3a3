/** Builds a PDF 1.4 file from object bodies (object 1 is the catalog), with a correct xref table. */
export function pdfFromObjects(objects: readonly string[], { header = '%PDF-1.4\n', tail = '' } = {}): Buffer {
  let body = `${header}%\u00e2\u00e3\u00cf\u00d3\n`;
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n${tail}`;
  return Buffer.from(body, 'latin1');
}

/** The objects of a one-page PDF with a line of text; object 1 is the catalog, 3 the page. */
export function onePageObjects(text = 'Jane Doe - Resume'): string[] {
  // A PDF string ends at an unbalanced parenthesis: the text keeps none.
  const content = `BT /F1 18 Tf 72 770 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
}

/** A one-page PDF 1.4 with a classic cross-reference table and trailer, as a resume is saved. */
export const samplePdf = (text?: string) => pdfFromObjects(onePageObjects(text));
