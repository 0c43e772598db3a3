import type { Theme } from '@emotion/react';
import { buttonStyle } from '@inklined/design-system/Button';
import { contactEmail, phoneNumbers } from '@inklined/brand/site-facts';
import { useSyncExternalStore } from 'react';
import { remoteText } from './remote-text';
import { retryUnavailableParts, subscribeUnavailableParts, unavailableParts } from './unavailable-parts';

const noticeStyle = (theme: Theme) => ({
  position: 'fixed' as const,
  left: '50%',
  bottom: '1rem',
  transform: 'translateX(-50%)',
  zIndex: theme.zIndex.modal,
  width: 'min(34rem, calc(100% - 2rem))',
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: '0.5rem 1rem',
  padding: '0.75rem 1rem',
  borderRadius: theme.radius,
  background: theme.colors.ink,
  color: theme.colors.accentContrast,
  boxShadow: theme.shadow,
  '& a': { color: 'inherit' },
  '& p': { margin: 0, flex: '1 1 16rem' },
});

const none: readonly never[] = [];

/**
 * Shown while parts of a page the server rendered cannot run their code: the page stays as it
 * arrived, readable, its links working; this says what is missing, offers one Retry for all of
 * them (going back online retries by itself), and gives the ways to reach the team that need no
 * script.
 */
export function PartsUnavailableNotice() {
  const parts = useSyncExternalStore(subscribeUnavailableParts, unavailableParts, () => none);
  if (parts.length === 0) return null;
  return (
    <div role="status" css={noticeStyle}>
      <p>
        {remoteText.partsUnavailable} {remoteText.partsUnavailableReach}{' '}
        <a href={`tel:${phoneNumbers[0].replace(/\s/g, '')}`}>{phoneNumbers[0]}</a>,{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
      <button type="button" css={buttonStyle('inverse')} onClick={retryUnavailableParts}>
        {remoteText.retry}
      </button>
    </div>
  );
}
