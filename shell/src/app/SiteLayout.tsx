import { Outlet } from 'react-router-dom';
import { Frame } from '../frame/Frame';
import { ModalHostSlot } from './ModalHostSlot';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';

/** Every route's page inside the frame, with the site's modals and the scroll reset on navigation. */
export function SiteLayout() {
  return (
    <>
      <Frame>
        <Outlet />
      </Frame>
      <ModalHostSlot />
      <ScrollToTopOnNavigate />
    </>
  );
}
