import { siteName } from '@inklined/brand/site-facts';
import type { HeadProps } from '@inklined/contracts/remote-modules';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${siteName}`;
}

/** JSON inside <script>: `<` escaped so no string in the data can close the element. */
function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * What pages receive as `Head`. React puts <title> and <meta> into the document's head, in the
 * browser as it renders and on the server at the front of the rendered HTML, which the shell's
 * server moves into the head; the structured data stays where the page renders it.
 */
export function PageHead({ title, description, structuredData = [] }: HeadProps) {
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      ))}
    </>
  );
}
