import type { ValidEmailRequest } from '@inklined/contracts/email';
import type { SendMailOptions } from 'nodemailer';
import type { Address } from '../config';
import type { ResumeAttachment } from '../resume/resume-attachment';
import { fieldRows, formLabels } from './fields';
import { renderHtml, renderText } from './render-body';

export interface MailSettings {
  /** The company inbox: the only recipient, in the header and in the SMTP envelope. */
  readonly inbox: string;
  /** The site's own sender address (DMARC alignment); never the visitor's. */
  readonly from: Address;
  readonly messageId: string;
  /** What the visitor was given to quote; none on entries stored before references. */
  readonly reference?: string;
}

/**
 * One submission as one mail. Visitor values go only into structured fields (address objects,
 * the subject string, bodies), which nodemailer encodes; no header is ever assembled by hand.
 */
export function composeMail(
  request: ValidEmailRequest,
  resume: ResumeAttachment | undefined,
  settings: MailSettings,
): SendMailOptions {
  const formLabel = formLabels[request.formType];
  const visitor = request.from_name || request.from_email || 'Anonymous visitor';
  const rows = fieldRows(request, resume, settings.reference);
  const intro = `New submission from the ${formLabel} form of the website.`;
  return {
    messageId: settings.messageId,
    from: { name: settings.from.name, address: settings.from.address },
    to: settings.inbox,
    replyTo: request.from_email ? { name: request.from_name ?? '', address: request.from_email } : undefined,
    envelope: { from: settings.from.address, to: [settings.inbox] },
    // The form's label stays first, as the inbox's filters know it; the reference next, where a
    // narrow list of mails still shows it.
    subject: `[${formLabel}] ${settings.reference ? `${settings.reference} – ` : ''}${visitor}: ${request.subject}`,
    text: renderText(intro, rows),
    html: renderHtml(intro, rows),
    attachments: resume
      ? [{ filename: resume.filename, content: resume.content, contentType: resume.contentType }]
      : [],
  };
}
