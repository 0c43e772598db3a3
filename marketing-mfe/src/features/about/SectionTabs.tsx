import type { Theme } from '@emotion/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { aboutSections, aboutText, type AboutSection } from '../../content/about';
import { prefersReducedMotionNow, usePrefersReducedMotion } from '../../ui/carousel/use-media-query';
import { useSectionInView } from './use-section-in-view';

const navStyle = (theme: Theme) => ({
  position: 'sticky' as const,
  top: `calc(${theme.headerHeight} + 1px)`,
  zIndex: 10,
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
});
const listStyle = (theme: Theme) => ({
  display: 'flex',
  gap: '0.25rem',
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  padding: '0 1rem',
  listStyle: 'none',
  overflowX: 'auto' as const,
  scrollbarWidth: 'none' as const,
});
const linkStyle = (theme: Theme) => ({
  display: 'block',
  padding: '0.9rem 0.85rem',
  whiteSpace: 'nowrap' as const,
  color: theme.colors.inkMuted,
  fontWeight: 650,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  '&:hover': { color: theme.colors.accent },
  '&[aria-current="true"]': { color: theme.colors.accent, borderBottomColor: theme.colors.highlight },
  // The strip scrolls sideways, so it clips what lies outside it: the focus ring is drawn inside.
  '&:focus-visible': { outlineOffset: '-3px' },
});

const ids = aboutSections.map((section) => section.id);

/**
 * The About page's sticky section tabs (spec section 2): links to the sections' anchors that
 * scroll smoothly there (at once for reduced motion) and mark the section being read. They are
 * in-page navigation, so a nav of links with aria-current, not a tablist.
 */
export function SectionTabs() {
  const current = useSectionInView(ids);
  const reducedMotion = usePrefersReducedMotion();
  const list = useRef<HTMLUListElement>(null);

  // On a phone the strip scrolls sideways: the tab of the section being read is brought into it.
  // The strip alone scrolls (scrollIntoView would also move the page, and stop its smooth scroll).
  useEffect(() => {
    const strip = list.current;
    const link = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !link) return;
    const start = link.offsetLeft - strip.offsetLeft;
    const end = start + link.offsetWidth;
    if (start < strip.scrollLeft || end > strip.scrollLeft + strip.clientWidth) {
      strip.scrollTo({ left: start - 16, behavior: reducedMotion ? 'auto' : 'smooth' });
    }
  }, [current, reducedMotion]);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, section: AboutSection) => {
    const target = document.getElementById(section.id);
    if (!target) return;
    event.preventDefault();
    // Asked at the click, not taken from the render.
    target.scrollIntoView({ behavior: prefersReducedMotionNow() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they chose.
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${section.id}`);
  };

  return (
    <nav css={navStyle} aria-label={aboutText.sectionsLabel}>
      <ul css={listStyle} ref={list}>
        {aboutSections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              css={linkStyle}
              aria-current={current === section.id ? 'true' : undefined}
              onClick={(event) => goTo(event, section)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
