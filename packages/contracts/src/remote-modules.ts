import type { ComponentProps, ComponentType, MouseEventHandler, ReactNode } from 'react';

/**
 * What the shell hands the remotes instead of the router: the router stays in the shell so that
 * no remote pays for a shared, untree-shakable router chunk (docs/decisions/0002).
 */
export interface LinkProps {
  readonly to: string;
  readonly children?: ReactNode;
  readonly className?: string;
  readonly 'aria-label'?: string;
  readonly onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkProps>;

/** Props of the parts a page may take from another remote (docs/decisions/0006). */
export type ContactFormProps = Record<string, never>;

export type NewsletterFormProps = Record<string, never>;

export interface JobApplicationFormProps {
  /** The position applied for; it goes into the recruiters' mail. */
  readonly roleTitle: string;
  /**
   * The role's id (`/careers/<id>`), in the mail beside its title. Optional, as the minimum: a
   * careers release older than the forms remote's does not give them.
   */
  readonly roleId?: string;
  /** The years of experience the role asks for: the form offers no choice below them and says so. */
  readonly minYearsExperience?: number;
}

/**
 * Parts of a page that another remote owns and a page shows through `Embed`. Only the modules
 * listed here can be embedded: a page cannot embed a page, nor the modal host.
 */
export interface EmbeddableModules {
  'forms/ContactForm': ComponentType<ContactFormProps>;
  'forms/JobApplicationForm': ComponentType<JobApplicationFormProps>;
  'forms/NewsletterForm': ComponentType<NewsletterFormProps>;
}

export type EmbeddableModuleId = keyof EmbeddableModules;

export interface EmbedProps<K extends EmbeddableModuleId> {
  readonly id: K;
  readonly props: ComponentProps<EmbeddableModules[K]>;
}

/**
 * Renders one embeddable module by id, with that module's props: the shell's loader, with its
 * deadline, loading placeholder, fallback and Retry, in the browser and in the prerender.
 */
export type EmbedComponent = <K extends EmbeddableModuleId>(props: EmbedProps<K>) => ReactNode;

/** What a page says about itself to browsers, search engines and link previews. */
export interface HeadProps {
  /** The page's own title, e.g. "Medical Writing Specialist | Careers"; the shell adds the site's name. */
  readonly title: string;
  /** One or two sentences for search results and link previews. */
  readonly description: string;
  /** schema.org objects for search engines (JSON-LD), e.g. a JobPosting. */
  readonly structuredData?: readonly object[];
  /**
   * The page introduces the business (the home page): the shell adds the Organization and
   * LocalBusiness structured data it builds from the brand's facts and the site's address.
   */
  readonly introducesBusiness?: boolean;
  /** What was asked for does not exist (a 404): search engines are asked not to index the page. */
  readonly notFound?: boolean;
  /** A feed of the page's kind (the blog's), for feed readers to discover: its title and path. */
  readonly feed?: { readonly title: string; readonly path: string };
}

/** Puts the page's title, description and structured data in the document (and the prerendered HTML). */
export type HeadComponent = ComponentType<HeadProps>;

/** What every page receives from the shell. */
export interface RemotePageProps {
  readonly Link: LinkComponent;
  readonly Embed: EmbedComponent;
  readonly Head: HeadComponent;
}

export interface CareerDetailPageProps extends RemotePageProps {
  /** The `:roleId` of `/careers/:roleId`, read by the shell's router. */
  readonly roleId: string;
}

export interface BlogPostPageProps extends RemotePageProps {
  /** The `:postId` of `/blog/:postId`, read by the shell's router. */
  readonly postId: string;
}

/** Whole pages, each shown by one of the shell's routes. */
export interface PageModules {
  'marketing/HomePage': ComponentType<RemotePageProps>;
  'marketing/ServicesPage': ComponentType<RemotePageProps>;
  'marketing/BlogPage': ComponentType<RemotePageProps>;
  'marketing/AboutPage': ComponentType<RemotePageProps>;
  'marketing/FaqPage': ComponentType<RemotePageProps>;
  'marketing/PrivacyPage': ComponentType<RemotePageProps>;
  'marketing/ContactPage': ComponentType<RemotePageProps>;
  'marketing/BlogPostPage': ComponentType<BlogPostPageProps>;
  'careers/CareersPage': ComponentType<RemotePageProps>;
  'careers/CareerDetailPage': ComponentType<CareerDetailPageProps>;
}

export type PageModuleId = keyof PageModules;

/** Pages that need nothing from their route beyond what every page gets (no route parameters). */
export type PlainPageModuleId = {
  [K in PageModuleId]: RemotePageProps extends ComponentProps<PageModules[K]> ? K : never;
}[PageModuleId];

/** Parts of the frame that only the shell mounts. */
export interface FrameModules {
  'forms/ModalHost': ComponentType;
}

/** One open position, as careers-mfe lists it for the shell's server. */
export interface RoleSummary {
  readonly id: string;
  readonly title: string;
  /** The last day to apply (YYYY-MM-DD, IST): after it the role has closed (410, not in the sitemap). */
  readonly validThrough?: string;
  /** ISO date its content last changed: the sitemap's lastmod. */
  readonly lastmod?: string;
}

/**
 * Which role pages exist. The shell's server reads it to answer an unknown role with the one
 * shared "Job not found" page (404) without rendering it for every made-up id.
 */
export interface RoleIndex {
  readonly roles: readonly RoleSummary[];
}

/** One blog post, as marketing-mfe lists it for the shell's server. */
export interface PostSummary {
  readonly id: string;
  readonly title: string;
  /** ISO date and time before which the post is not out: not in the sitemap, its page a 404. */
  readonly publishAt?: string;
  /** ISO date its content last changed: the sitemap's lastmod. */
  readonly lastmod?: string;
  /** For the feed: the post's date (YYYY-MM-DD), its author and its one-line summary. */
  readonly date?: string;
  readonly author?: string;
  readonly excerpt?: string;
}

/** Which blog post pages exist: for the sitemap and the one shared "Post not found" page (404). */
export interface PostIndex {
  readonly posts: readonly PostSummary[];
}

/** Data for the shell's server, not components: never rendered, never embedded. */
export interface DataModules {
  'careers/RoleIndex': RoleIndex;
  'marketing/PostIndex': PostIndex;
}

/** The modules that are React components: what the shell's RemoteSlot can render. */
export interface ComponentModules extends PageModules, EmbeddableModules, FrameModules {}

export type ComponentModuleId = keyof ComponentModules;

/** Every module a remote exposes, by `<remote>/<exposed name>`, with the type of its default export. */
export interface RemoteModules extends ComponentModules, DataModules {}

export type RemoteModuleId = keyof RemoteModules;

export const remoteNames = ['marketing', 'careers', 'forms'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The remote a name from outside (a URL path, a command line) names, or undefined. */
export function remoteNamed(value: string | undefined): RemoteName | undefined {
  return remoteNames.find((name) => name === value);
}

/** The remote that exposes a module: `careers` for `careers/CareerDetailPage`. */
export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** The exposed name of a module: `CareerDetailPage` for `careers/CareerDetailPage`. */
export function exposedNameOf(id: RemoteModuleId): string {
  return id.slice(id.indexOf('/') + 1);
}

type ExposedName<R extends RemoteName> = RemoteModuleId extends infer Id
  ? Id extends `${R}/${infer Name}`
    ? Name
    : never
  : never;

/** The `exposes` map a remote must declare: exactly the modules listed above, no more, no fewer. */
export type Exposes<R extends RemoteName> = Record<`./${ExposedName<R>}`, string>;
