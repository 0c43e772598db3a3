import type { Theme } from '@emotion/react';
import { remoteText } from './remote-text';

const boxStyle = (theme: Theme) => ({
  maxWidth: '36rem',
  margin: '3rem auto',
  padding: '1.5rem',
  border: `1px solid ${theme.colors.danger}`,
  borderRadius: theme.radius,
  background: theme.colors.dangerSurface,
  textAlign: 'center' as const,
});
const buttonStyle = (theme: Theme) => ({
  padding: '0.6rem 1.5rem',
  border: 'none',
  borderRadius: theme.radius,
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

/** Shown in place of a remote that failed or timed out; the frame and the other remotes go on. */
export function RemoteFallback({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <div role="alert" css={boxStyle}>
      <h2>{remoteText.failedTitle}</h2>
      <p>{remoteText.failedBody}</p>
      <button type="button" css={buttonStyle} onClick={onRetry}>
        {remoteText.retry}
      </button>
    </div>
  );
}
