import { findJob, roleSections, type JobWithText } from '../content/role-pages';

const texts = (html: string, selector: string) =>
  [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector)].map(
    (element) => element.textContent ?? '',
  );

/** A role's text as the page shows it: the paragraphs about it, its responsibilities and requirements. */
export function descriptionOf(job: Pick<JobWithText, 'sections'>) {
  const section = (title: string) => job.sections.find((part) => part.title === title)?.html ?? '';
  return {
    about: texts(section('About the Role'), 'p'),
    responsibilities: texts(section('Responsibilities'), 'li'),
    requirements: texts(section('Requirements'), 'li'),
  };
}

/** A built role with its text, as its page has them on the server. */
export function jobWithText(roleId: string): JobWithText {
  return { ...findJob(roleId)!, sections: roleSections(roleId).now! };
}
