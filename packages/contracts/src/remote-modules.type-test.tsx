// Compiled by `npm run typecheck`, never run: each @ts-expect-error fails the check if the line
// below it stops being an error, so these are tests of the contract's types.
import type { EmbedComponent, PlainPageModuleId, RemoteModuleId, RemotePageProps } from './remote-modules';

declare const Embed: EmbedComponent;
declare const roleTitle: string;

export const allowed = [
  <Embed key="a" id="forms/JobApplicationForm" props={{ roleTitle }} />,
  <Embed key="b" id="forms/ContactForm" props={{}} />,
];

export const refused = [
  // @ts-expect-error a page is not embeddable
  <Embed key="c" id="marketing/HomePage" props={{} as RemotePageProps} />,
  // @ts-expect-error the modal host is not embeddable
  <Embed key="d" id="forms/ModalHost" props={{}} />,
  // @ts-expect-error the application form needs the role title
  <Embed key="e" id="forms/JobApplicationForm" props={{}} />,
  // @ts-expect-error the role title is text
  <Embed key="f" id="forms/JobApplicationForm" props={{ roleTitle: 7 }} />,
  // @ts-expect-error the contact form takes no props
  <Embed key="g" id="forms/ContactForm" props={{ roleTitle }} />,
];

// Pages with a route parameter, and modules that are not pages, are not plain pages.
export const plainPage: PlainPageModuleId = 'marketing/ContactPage';
// @ts-expect-error the career detail page needs its roleId
export const detailPage: PlainPageModuleId = 'careers/CareerDetailPage';
// @ts-expect-error an embeddable part is not a page
export const formPage: PlainPageModuleId = 'forms/ContactForm';
export const anyModule: RemoteModuleId = 'forms/ModalHost';
