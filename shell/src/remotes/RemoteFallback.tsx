import type { Theme } from '@emotion/react';
import { buttonStyle } from '@inklined/design-system/Button';
import { useEffect } from 'react';
import type { SlotVariant } from './slot-variant';
import { remoteText } from './remote-text';

const boxStyle = (theme: Theme) => ({
  padding: '1.5rem',
  border: `1px solid ${theme.colors.danger}`,
  borderRadius: theme.radius,
  background: theme.colors.dangerSurface,
  textAlign: 'center' as const,
});
const pageStyle = (theme: Theme) => ({ ...boxStyle(theme), maxWidth: '36rem', margin: '3rem auto' });
// A part's fallback fills the place kept for the part and leaves the rest of the page as it is.
const partStyle = (theme: Theme) => ({
  ...boxStyle(theme),
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  justifyContent: 'center',
});
// Over the page, near the bottom of the screen, where the visitor is looking after a click.
const overlayStyle = (theme: Theme) => ({
  ...boxStyle(theme),
  position: 'fixed' as const,
  left: '50%',
  bottom: '6rem',
  transform: 'translateX(-50%)',
  zIndex: theme.zIndex.modal,
  width: 'min(28rem, calc(100% - 2rem))',
  boxShadow: theme.shadow,
});
const styles = { page: pageStyle, part: partStyle, overlay: overlayStyle };

interface RemoteFallbackProps {
  readonly variant: SlotVariant;
  readonly onRetry: () => void;
}

/**
 * Shown in place of a remote that failed or timed out; the frame and the other remotes go on.
 * Coming back online retries by itself: the visitor need not know that Retry is the way.
 */
export function RemoteFallback({ variant, onRetry }: RemoteFallbackProps) {
  const Heading = variant === 'page' ? 'h2' : 'h3';
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div role="alert" css={styles[variant]}>
      <Heading>{remoteText.failedTitle}</Heading>
      <p>{remoteText.failedBody}</p>
      <button type="button" css={buttonStyle('primary')} onClick={onRetry}>
        {remoteText.retry}
      </button>
    </div>
  );
}
