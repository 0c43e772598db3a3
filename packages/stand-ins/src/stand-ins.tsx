import type { EmbedComponent, HeadProps, LinkProps, RemotePageProps } from '@inklined/contracts/remote-modules';

/**
 * Outside the shell there is no router: a link is a plain anchor, and following it loads the page.
 * Tests and a remote's preview page use it where the shell would pass its router's Link.
 */
export function StandInLink({ to, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}

/**
 * Outside the shell no other remote can be loaded: the place of an embedded part shows which
 * module the shell would put there, with the props it would get, so a test can check both.
 */
export const StandInEmbed: EmbedComponent = ({ id, props }) => (
  <section aria-label={id} data-embed={id} data-props={JSON.stringify(props)}>
    <p>
      <code>{id}</code> is embedded here by the shell.
    </p>
  </section>
);

/**
 * The page's title and description as it gives them (the shell adds the site's name), what it
 * says of itself (a 404, the business's introduction) as data attributes, and its structured
 * data, so a test can read `document.title`, those and the JSON-LD.
 */
export function StandInHead({
  title,
  description,
  structuredData = [],
  notFound,
  introducesBusiness,
  feed,
}: HeadProps) {
  return (
    <>
      <title>{title}</title>
      <meta
        name="description"
        content={description}
        data-not-found={notFound ? '' : undefined}
        data-introduces-business={introducesBusiness ? '' : undefined}
      />
      {feed && <link rel="alternate" type="application/atom+xml" title={feed.title} href={feed.path} />}
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data) }} />
      ))}
    </>
  );
}

/** Everything a page receives from the shell, as stand-ins: `<HomePage {...standInPageProps} />`. */
export const standInPageProps: RemotePageProps = { Link: StandInLink, Embed: StandInEmbed, Head: StandInHead };
