import type { FieldRow } from './fields';

const htmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-context output encoding for visitor text (OWASP XSS Prevention, rule 1). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

export function renderText(intro: string, rows: readonly FieldRow[]): string {
  const lines = rows.map(({ label, value, multiline }) =>
    multiline ? `\n${label}:\n${value}\n` : `${label}: ${value}`,
  );
  return `${intro}\n\n${lines.join('\n')}\n`;
}

const style =
  'body{font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222}table{border-collapse:collapse}' +
  'th,td{padding:6px 10px;border-bottom:1px solid #ddd;vertical-align:top;text-align:left}' +
  'th{white-space:nowrap}td{white-space:pre-wrap}';

export function renderHtml(intro: string, rows: readonly FieldRow[]): string {
  const tableRows = rows.map(
    ({ label, value }) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><style>${style}</style></head><body>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...tableRows,
    '</table>',
    '</body></html>',
  ].join('\n');
}
