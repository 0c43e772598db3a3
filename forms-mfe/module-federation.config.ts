import type { Exposes } from '@inklined/contracts/remote-modules';

/** forms-mfe's public surface: the host that renders whichever modal the shared store opens. */
export const federation = {
  name: 'forms',
  exposes: {
    './ModalHost': './src/exposes/ModalHost.tsx',
  } satisfies Exposes<'forms'>,
};
