import { Link, useParams } from 'react-router-dom';
import { Embed } from '../remotes/EmbeddedPart';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { PageHead } from './PageHead';

/** careers-mfe does not import the router: the shell reads `:roleId` and passes it as a prop. */
export function CareerDetailRoute() {
  const { roleId = '' } = useParams();
  return <RemoteSlot id="careers/CareerDetailPage" props={{ Link, Embed, Head: PageHead, roleId }} />;
}
