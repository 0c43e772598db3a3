import type { Theme } from '@emotion/react';
import { buttonStyle } from '@inklined/design-system/Button';
import { Logo } from '@inklined/brand/Logo';
import { mq } from '@inklined/design-system/tokens';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { routePaths } from '@inklined/contracts/routes';
import { openModal } from '@inklined/modal-store/modal-store';
import { frameText, navLinks } from './frame-text';
import { CloseIcon, MenuIcon } from './icons';

const headerStyle = (theme: Theme) => ({
  position: 'sticky' as const,
  top: 0,
  zIndex: theme.zIndex.navbar,
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  boxShadow: '0 1px 8px rgba(20, 33, 61, 0.05)',
});
const barStyle = (theme: Theme) => ({
  maxWidth: theme.maxWidth,
  minHeight: theme.headerHeight,
  margin: '0 auto',
  padding: '0 1.5rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap' as const,
});
const logoLinkStyle = { textDecoration: 'none', padding: '0.25rem 0' };
const toggleStyle = (theme: Theme) => ({
  display: 'inline-flex',
  padding: '0.5rem',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colors.ink,
  cursor: 'pointer',
  [mq.md]: { display: 'none' },
});
const listStyle = (open: boolean) => (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: '0.5rem 0 0.75rem',
  width: '100%',
  display: open ? 'flex' : 'none',
  flexDirection: 'column' as const,
  borderTop: `1px solid ${theme.colors.border}`,
  [mq.md]: {
    display: 'flex',
    flexDirection: 'row' as const,
    width: 'auto',
    gap: '0.25rem',
    padding: 0,
    margin: 0,
    borderTop: 'none',
  },
  [mq.lg]: { gap: '0.5rem' },
});
const navStyle = { width: '100%', [mq.md]: { width: 'auto' } };
/** In the open menu of a narrow screen: one row per page, a clear tap target each. */
const itemStyle = (theme: Theme) => ({
  borderBottom: `1px solid ${theme.colors.border}`,
  '&:last-of-type': { borderBottom: 'none' },
  [mq.md]: { borderBottom: 'none' },
});
/** The menu ends with the one next step: the expert form (only in the menu of a narrow screen). */
const menuActionStyle = (theme: Theme) => ({
  padding: '0.75rem 0 0.25rem',
  [mq.md]: { display: 'none' },
  '& button': { ...buttonStyle('primary')(theme), width: '100%' },
});
const linkStyle = (theme: Theme) => ({
  position: 'relative' as const,
  display: 'block',
  padding: '0.85rem 0.25rem',
  color: theme.colors.ink,
  fontSize: '1.05rem',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { color: theme.colors.accent },
  // The current page is told by more than its colour (WCAG 1.4.1): underlined in the menu…
  '&[aria-current="page"]': {
    color: theme.colors.accent,
    textDecoration: 'underline',
    textDecorationColor: theme.colors.highlight,
    textDecorationThickness: '3px',
    textUnderlineOffset: '0.4em',
  },
  [mq.md]: {
    // Six links and the logo fit a tablet's width (768 px) with a little less room round each.
    padding: '0.5rem 0.55rem',
    fontSize: '1rem',
    '&[aria-current="page"]': { textDecoration: 'none' },
    // …and with a short gold rule under its name in the bar.
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute' as const,
      left: '0.55rem',
      right: '0.55rem',
      bottom: '0.1rem',
      height: '3px',
      borderRadius: '2px',
      background: theme.colors.highlight,
    },
  },
});

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  // Escape closes the open menu from anywhere in the bar, and the focus goes back to its button
  // (WAI-ARIA disclosure pattern), so a keyboard user is where they opened it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.preventDefault();
    setMenuOpen(false);
    toggle.current?.focus();
  };
  // The menu is drawn over the page: when the focus moves on to the page (Tab past its last item),
  // it closes, so the focused control is not hidden under it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) setMenuOpen(false);
  };
  return (
    <header css={headerStyle} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div css={barStyle}>
        <Link to="/" css={logoLinkStyle} aria-label={frameText.homeLink} onClick={closeMenu}>
          <Logo />
        </Link>
        <button
          ref={toggle}
          type="button"
          css={toggleStyle}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? frameText.closeMenu : frameText.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav aria-label={frameText.mainNavigation} css={navStyle}>
          <ul id="main-menu" css={listStyle(menuOpen)}>
            {navLinks.map((link) => (
              <li key={link.to} css={itemStyle}>
                {/* Home is current only on itself; Careers also on a role page. */}
                <NavLink to={link.to} end={link.to === routePaths.home} css={linkStyle} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li css={menuActionStyle}>
              <button
                type="button"
                onClick={() => {
                  closeMenu();
                  // The form gives the focus back to what had it when it opened: the menu's button,
                  // not this item, which is hidden once the menu closes.
                  toggle.current?.focus();
                  openModal('expert');
                }}
              >
                {frameText.expertAction}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
