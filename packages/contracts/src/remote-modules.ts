import type { ComponentType, MouseEventHandler, ReactNode } from 'react';

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

export interface RemotePageProps {
  readonly Link: LinkComponent;
}

export interface CareerDetailPageProps extends RemotePageProps {
  /** The `:roleId` of `/careers/:roleId`, read by the shell's router. */
  readonly roleId: string;
}

export const remoteNames = ['marketing', 'careers', 'forms'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Every module a remote exposes, by `<remote>/<exposed name>`, with the type of its default export. */
export interface RemoteModules {
  'marketing/HomePage': ComponentType<RemotePageProps>;
  'marketing/ServicesPage': ComponentType<RemotePageProps>;
  'marketing/BlogPage': ComponentType<RemotePageProps>;
  'marketing/AboutPage': ComponentType<RemotePageProps>;
  'marketing/FaqPage': ComponentType<RemotePageProps>;
  'marketing/ContactPage': ComponentType<RemotePageProps>;
  'careers/CareersPage': ComponentType<RemotePageProps>;
  'careers/CareerDetailPage': ComponentType<CareerDetailPageProps>;
  'forms/ModalHost': ComponentType;
}

export type RemoteModuleId = keyof RemoteModules;

/** The remote that exposes a module: `careers` for `careers/CareerDetailPage`. */
export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

type ExposedName<R extends RemoteName> = RemoteModuleId extends infer Id
  ? Id extends `${R}/${infer Name}`
    ? Name
    : never
  : never;

/** The `exposes` map a remote must declare: exactly the modules listed above, no more, no fewer. */
export type Exposes<R extends RemoteName> = Record<`./${ExposedName<R>}`, string>;
