import type { Theme } from '@emotion/react';
import type { SlotVariant } from './slot-variant';
import { remoteText } from './remote-text';

const pageStyle = { minHeight: '40vh', padding: '3rem 1.5rem', textAlign: 'center' as const };
// A part fills the place its EmbeddedPart keeps for it, so the finished part takes the same space.
const partStyle = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radius,
  color: theme.colors.inkMuted,
});

const overlayStyle = (theme: Theme) => ({
  position: 'fixed' as const,
  left: '50%',
  bottom: '6rem',
  transform: 'translateX(-50%)',
  zIndex: theme.zIndex.modal,
  margin: 0,
  padding: '0.75rem 1.25rem',
  borderRadius: theme.radius,
  background: theme.colors.ink,
  color: theme.colors.accentContrast,
  boxShadow: theme.shadow,
});

const styles = { page: pageStyle, part: partStyle, overlay: overlayStyle };

/** What a remote's place shows until its module arrives, also in a page the server rendered. */
export function RemoteLoading({ variant }: { readonly variant: SlotVariant }) {
  return (
    <p role="status" css={styles[variant]}>
      {remoteText.loading}
    </p>
  );
}
