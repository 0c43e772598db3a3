import type { RemoteModuleId, RemoteModules } from '@inklined/contracts/remote-modules';
import type { RemoteLoader } from '../src/remotes/remote-loader';

type Bundled = { readonly [K in RemoteModuleId]: () => Promise<{ readonly default: RemoteModules[K] }> };

/**
 * The remotes' exposed modules, imported from their sources (the same files their federation
 * `exposes` lists), each its own chunk as in the federated build. Every module the contract names
 * must be here, or this does not compile.
 */
const bundled: Bundled = {
  'marketing/HomePage': () => import('../../marketing-mfe/src/exposes/HomePage'),
  'marketing/ServicesPage': () => import('../../marketing-mfe/src/exposes/ServicesPage'),
  'marketing/BlogPage': () => import('../../marketing-mfe/src/exposes/BlogPage'),
  'marketing/AboutPage': () => import('../../marketing-mfe/src/exposes/AboutPage'),
  'marketing/FaqPage': () => import('../../marketing-mfe/src/exposes/FaqPage'),
  'marketing/PrivacyPage': () => import('../../marketing-mfe/src/exposes/PrivacyPage'),
  'marketing/ContactPage': () => import('../../marketing-mfe/src/exposes/ContactPage'),
  'marketing/BlogPostPage': () => import('../../marketing-mfe/src/exposes/BlogPostPage'),
  'marketing/PostIndex': () => import('../../marketing-mfe/src/exposes/PostIndex'),
  'careers/CareersPage': () => import('../../careers-mfe/src/exposes/CareersPage'),
  'careers/CareerDetailPage': () => import('../../careers-mfe/src/exposes/CareerDetailPage'),
  'careers/RoleIndex': () => import('../../careers-mfe/src/exposes/RoleIndex'),
  'forms/ModalHost': () => import('../../forms-mfe/src/exposes/ModalHost'),
  'forms/ContactForm': () => import('../../forms-mfe/src/exposes/ContactForm'),
  'forms/JobApplicationForm': () => import('../../forms-mfe/src/exposes/JobApplicationForm'),
  'forms/NewsletterForm': () => import('../../forms-mfe/src/exposes/NewsletterForm'),
};

/** The standalone build's loader: the same contract as the federation runtime's, without a runtime. */
export const loadBundledModule = ((id: RemoteModuleId) =>
  bundled[id]().then((module) => module.default)) as RemoteLoader;
