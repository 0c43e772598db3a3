import type { Exposes } from '@inklined/contracts/remote-modules';

/** careers-mfe's public surface: the careers listing and one role's page. */
export const federation = {
  name: 'careers',
  exposes: {
    './CareersPage': './src/exposes/CareersPage.tsx',
    './CareerDetailPage': './src/exposes/CareerDetailPage.tsx',
  } satisfies Exposes<'careers'>,
};
