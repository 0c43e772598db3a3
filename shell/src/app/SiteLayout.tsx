import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Frame } from '../frame/Frame';
import { markFrameLive, replayFrameClicks } from '../remotes/click-replay';
import { PartsUnavailableNotice } from '../remotes/PartsUnavailableNotice';
import { leftServerPage } from '../remotes/server-parts';
import { routerShows } from './in-page-jumps';
import { ModalHostSlot } from './ModalHostSlot';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';

/**
 * Every route's page inside the frame, with the site's modals, the notice for parts whose code
 * is unavailable, and the scroll reset on navigation.
 */
export function SiteLayout() {
  // The frame has hydrated: the taps it got before are replayed (remote parts replay their own).
  useLayoutEffect(markFrameLive, []);
  useEffect(replayFrameClicks, []);
  const location = useLocation();
  const { key } = location;
  useLayoutEffect(() => routerShows(location), [location]);
  const firstPage = useRef(key);
  useEffect(() => {
    if (key !== firstPage.current) leftServerPage();
  }, [key]);
  return (
    <>
      <Frame>
        <Outlet />
      </Frame>
      <ModalHostSlot />
      <PartsUnavailableNotice />
      <ScrollToTopOnNavigate />
    </>
  );
}
