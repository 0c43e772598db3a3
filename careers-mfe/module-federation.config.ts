import type { Exposes } from '@inklined/contracts/remote-modules';

/**
 * careers-mfe's public surface: the careers listing, one role's page, and the index of roles the
 * shell's server reads (which role pages exist).
 */
export const federation = {
  name: 'careers',
  exposes: {
    './CareersPage': './src/exposes/CareersPage.tsx',
    './CareerDetailPage': './src/exposes/CareerDetailPage.tsx',
    './RoleIndex': './src/exposes/RoleIndex.ts',
  } satisfies Exposes<'careers'>,
};
