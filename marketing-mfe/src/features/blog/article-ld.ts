import { siteName } from '@inklined/brand/site-facts';
import type { Article, WithContext } from 'schema-dts';
import type { BlogPost } from '../../content/blog';

/**
 * The post as schema.org's Article, for search engines: headline, description, author, date,
 * section (the page's address is its canonical link, which the shell writes). Typed with schema-dts (types only), so a property schema.org
 * does not have fails to compile.
 */
export function articleStructuredData(post: BlogPost): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    articleSection: post.category,
    wordCount: post.words,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: siteName },
    inLanguage: 'en',
  };
}
