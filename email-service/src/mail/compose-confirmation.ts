import type { ValidEmailRequest } from '@inklined/contracts/email';
import { successMessages } from '@inklined/contracts/form-success';
import { contactEmail, officeLocation, phoneNumbers, siteName, workingHours } from '@inklined/brand/site-facts';
import type { SendMailOptions } from 'nodemailer';
import type { Address } from '../config';
import { firstName, roleTitle } from './confirmation-facts';
import { escapeHtml } from './render-body';

export interface ConfirmationSettings {
  /** The sender the visitor sees (CONFIRMATION_FROM, else MAIL_FROM): an address DKIM signs for. */
  readonly from: Address;
  /** Where a reply to the confirmation goes: the company inbox. */
  readonly replyTo: string;
  readonly messageId: string;
  /** The submission's reference; none on entries stored before references. */
  readonly reference?: string;
}

const subjects = {
  jobApplication: 'Thank you for your application',
  expert: 'We have your request for an expert',
  newsletter: 'You are subscribed to our blog',
  contact: 'We have your message',
  contactPopup: 'We have your message',
} as const;

function paragraphs(request: ValidEmailRequest, reference: string | undefined): string[] {
  const name = firstName(request.from_name);
  const role = roleTitle(request.role_title);
  return [
    name ? `Dear ${name},` : 'Hello,',
    ...(request.formType === 'jobApplication' && role ? [`Your application for the role of ${role} has arrived.`] : []),
    successMessages[request.formType],
    ...(reference ? [`Your reference is ${reference}. Please quote it when you write or call.`] : []),
    `If you need us sooner, call ${phoneNumbers.join(' or ')} (${workingHours.days}, ${workingHours.time}) or write to ${contactEmail}.`,
    `${siteName}, ${officeLocation}`,
  ];
}

/**
 * The acknowledgement to the visitor: the site's own words and the consultancy's contact details,
 * nothing of theirs but the first name and (for an application) the role, each only when it reads
 * as one (confirmation-facts.ts). Plain text and HTML, the HTML escaped.
 */
export function composeConfirmation(request: ValidEmailRequest, settings: ConfirmationSettings): SendMailOptions {
  if (!request.from_email) throw new Error('a confirmation needs the visitor’s address');
  const lines = paragraphs(request, settings.reference);
  return {
    messageId: settings.messageId,
    from: { name: settings.from.name, address: settings.from.address },
    to: request.from_email,
    replyTo: settings.replyTo,
    envelope: { from: settings.from.address, to: [request.from_email] },
    subject: settings.reference ? `${subjects[request.formType]} (${settings.reference})` : subjects[request.formType],
    // RFC 3834: an automatic answer, so auto-responders do not answer it in turn.
    headers: { 'Auto-Submitted': 'auto-replied' },
    text: `${lines.join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      '<html><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}
