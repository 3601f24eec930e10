import { GAME_IDS } from '@velas/domain/constants';
import { PLAY_PARAM } from '@velas/domain/routes';
import { Plane } from 'lucide-react';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { BrandName } from '../components/brand/BrandName.tsx';
import {
  isSignalScreen,
  usePlayableSignalScreens,
} from '../components/game-frame/useSignalGamePlayable.ts';
import { media } from '../core/theme/media.ts';
import { useOfferedSalesLinks } from '../services/productsForSale.ts';
import { Icon } from '../ui/Icon.tsx';
import { layoutsCopy } from './copy.ts';
import { iconForPath } from './navIcons.ts';
import { menuSections, salesItems, type NavItem } from './navigation.ts';

const Panel = styled.nav<{ $open: boolean }>`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  width: 248px;
  max-width: 85vw;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  padding-bottom: calc(${({ theme }) => theme.space(4)} + env(safe-area-inset-bottom));
  overflow-y: auto;
  /* The spec's sidebar colour setting, as a tint of the drawer (appTheme.ts). */
  background: ${({ theme }) => theme.sidebar.bg};
  color: ${({ theme }) => theme.sidebar.text};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  z-index: 30;
  transition: transform 200ms ease;
  ${media.belowLayout} {
    transform: translateX(${({ $open }) => ($open ? '0' : '-110%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    [dir='rtl'] & {
      transform: translateX(${({ $open }) => ($open ? '0' : '110%')});
    }
  }
`;

const Brand = styled.div`
  margin: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  span {
    color: inherit;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
`;

const Heading = styled.p`
  margin: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.type.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-weight: 700;
`;

const Link = styled(RouterLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.touch};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  svg {
    flex: none;
  }
  &.active {
    background: ${({ theme }) => theme.sidebar.activeBg};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.sidebar.active};
  }
  &.active svg {
    color: ${({ theme }) => theme.sidebar.active};
  }
  &:hover {
    background: ${({ theme }) => theme.sidebar.activeBg};
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.scrim};
  z-index: 25;
  ${media.layout} {
    display: none;
  }
`;

/**
 * The game's link and Todos os Jogos share a path: only the address's
 * parameter (the crash game's id) tells them apart, so one of them, never
 * both, is the current page.
 */
function MenuLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  const [path = ''] = item.to.split('?');
  const playing = new URLSearchParams(search).get(PLAY_PARAM) === String(GAME_IDS.aviator);
  const current =
    (pathname === path || pathname.startsWith(`${path}/`)) && playing === (item.play === true);
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      className={current ? 'active' : ''}
      aria-current={current ? 'page' : undefined}
    >
      <Icon icon={item.play ? Plane : iconForPath(item.to)} />
      {item.title}
    </Link>
  );
}

function Links({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.to}>
          <MenuLink item={item} onNavigate={onNavigate} />
        </li>
      ))}
    </List>
  );
}

function Section({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: NavItem[];
  onNavigate: () => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <Links items={items} onNavigate={onNavigate} />
    </section>
  );
}

/** Fixed on desktop; under 993 px a drawer opened by the bottom Menu. */
export function Sidebar({
  prefix,
  open,
  onClose,
}: {
  prefix: string;
  open: boolean;
  onClose: () => void;
}) {
  // Only products this house sells; no group when none.
  const sales = useOfferedSalesLinks(salesItems);
  // A signal screen only for a game that plays in this house: one for a game
  // the lobby does not open was a dead end. No section is left empty.
  const playable = usePlayableSignalScreens();
  const listed = (item: NavItem) =>
    item.path === undefined || !isSignalScreen(item.path) || playable(item.path) === true;
  const sections = menuSections(prefix, layoutsCopy.playAviator)
    .map((section) => ({ ...section, items: section.items.filter(listed) }))
    .filter((section) => section.items.length > 0);
  return (
    <>
      {open && <Scrim aria-hidden="true" onClick={onClose} />}
      <Panel id="sidebar" aria-label={layoutsCopy.mainMenu} $open={open}>
        <Brand>
          <BrandName />
        </Brand>
        {sections.map((section) => (
          <Section
            key={section.id}
            title={layoutsCopy.sections[section.id]}
            items={section.items}
            onNavigate={onClose}
          />
        ))}
        {sales.length > 0 && (
          <>
            <Heading>{layoutsCopy.products}</Heading>
            <Links items={sales} onNavigate={onClose} />
          </>
        )}
      </Panel>
    </>
  );
}
