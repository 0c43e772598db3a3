import { shareCard } from '@inklined/brand/images';
import { siteName } from '@inklined/brand/site-facts';
import type { HeadProps } from '@inklined/contracts/remote-modules';
import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { businessStructuredData } from './business-ld';
import { jsonInScript } from './json-in-script';
import { canonicalPath, PublicOriginContext } from './public-origin';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${siteName}`;
}

/**
 * What pages receive as `Head`: title, description, the canonical address and the link-preview
 * tags (Open Graph, Twitter). React puts <title>, <meta> and <link> into the document's head, in
 * the browser as it renders and on the server at the front of the rendered HTML, which the
 * shell's server moves into the head; the structured data stays where the page renders it.
 */
export function PageHead({ title, description, structuredData = [], notFound, introducesBusiness, feed }: HeadProps) {
  const origin = useContext(PublicOriginContext);
  const url = origin + canonicalPath(useLocation().pathname);
  const fullTitle = documentTitle(title);
  const image = origin + shareCard.url;
  const data = introducesBusiness ? [businessStructuredData(origin), ...structuredData] : structuredData;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {notFound ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {feed && <link rel="alternate" type="application/atom+xml" title={feed.title} href={origin + feed.path} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shareCard.width)} />
      <meta property="og:image:height" content={String(shareCard.height)} />
      <meta property="og:image:alt" content={shareCard.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={shareCard.alt} />
      {data.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonInScript(item) }} />
      ))}
    </>
  );
}
