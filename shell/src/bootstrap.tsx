import { loadRemoteModule, startFederation } from './remotes/federation';
import { startSite } from './start-site';

// Fetch the remote locations while the frame renders; pages wait for them, the frame does not.
startFederation();
startSite(loadRemoteModule);
