import { NavLink } from 'react-router';
import { BrandName } from '../components/brand/BrandName';
import styled from 'styled-components';
import { Icon } from '../ui/Icon';
import { salesItems, sidebarItems, type NavItem } from './navigation';
import { media } from '../app/theme/media';

const Panel = styled.nav<{ $open: boolean }>`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  width: 240px;
  padding: 16px 12px;
  overflow-y: auto;
  /* The page colour laid over the gradient keeps white text at AA contrast on
     every sidebar colour (dark text fails on the blue gradient's #3358f4). */
  background:
    linear-gradient(rgba(30, 30, 47, 0.55), rgba(30, 30, 47, 0.55)),
    ${({ theme }) => theme.sidebar.gradient};
  color: #fff;
  z-index: 30;
  transition: transform 200ms ease;
  ${media.belowLayout} {
    transform: translateX(${({ $open }) => ($open ? '0' : '-110%')});
    [dir='rtl'] & {
      transform: translateX(${({ $open }) => ($open ? '0' : '110%')});
    }
  }
`;

const Brand = styled.p`
  font-weight: 800;
  font-size: 1.3rem;
  margin: 0 8px 16px;
  letter-spacing: 0.04em;
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
`;

const Heading = styled.p`
  margin: 8px 8px 4px;
  font-size: 0.75rem;
  text-transform: uppercase;
  font-weight: 700;
`;

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: 6px;
  color: #fff;
  text-decoration: none;
  font-weight: 600;
  &.active {
    background: rgba(0, 0, 0, 0.3);
    box-shadow: inset 3px 0 0 #fff;
  }
  &:hover {
    background: rgba(0, 0, 0, 0.2);
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.5);
  z-index: 25;
  ${media.layout} {
    display: none;
  }
`;

function Links({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} onClick={onNavigate}>
            <Icon name={item.icon} />
            {item.title}
          </Link>
        </li>
      ))}
    </List>
  );
}

/** Fixed on desktop; under 993 px a drawer opened by the top bar or the bottom Menu. */
export function Sidebar({
  prefix,
  open,
  onClose,
}: {
  prefix: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <>
      {open && <Scrim aria-hidden="true" onClick={onClose} />}
      <Panel id="sidebar" aria-label="Menu principal" $open={open}>
        <Brand>
          <BrandName wordmark="VELAS" />
        </Brand>
        <Links items={sidebarItems(prefix)} onNavigate={onClose} />
        <Heading>Produtos</Heading>
        <Links items={salesItems} onNavigate={onClose} />
      </Panel>
    </>
  );
}
