import { startSite } from '../src/start-site';
import { loadBundledModule } from './bundled-modules';

startSite(loadBundledModule);
