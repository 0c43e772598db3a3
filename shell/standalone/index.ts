// The standalone build's entry (docs/decisions/0015): the same site as one ordinary bundle.
import { startSite } from '../src/start-site';
import { loadBundledModule } from './bundled-modules';

startSite(loadBundledModule);
