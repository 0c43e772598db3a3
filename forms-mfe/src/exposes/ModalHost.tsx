import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { ModalHost } from '../features/modals/ModalHost';

const Exposed: RemoteModules['forms/ModalHost'] = ModalHost;
export default Exposed;
