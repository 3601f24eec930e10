import { NavLink } from 'react-router';
import styled from 'styled-components';
import { Icon } from '../ui/Icon';
import { bottomItems } from './navigation';
import { media } from '../app/theme/media';

const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  display: none;
  background: ${({ theme }) => theme.colors.card};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  z-index: 20;
  padding-bottom: env(safe-area-inset-bottom);
  ${media.belowLayout} {
    display: flex;
  }
`;

const itemStyle = `
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: 56px;
  padding: 4px 2px;
  font-size: 0.7rem;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  background: transparent;
  border: 0;
  font-family: inherit;
  cursor: pointer;
`;

const Item = styled(NavLink)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.muted};
  &.active {
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.sidebar.to};
  }
`;

const MenuButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.muted};
`;

/** Mobile navigation (< 993 px): the showInBottom routes plus Menu (spec §2). */
export function BottomNav({
  prefix,
  onMenu,
  menuOpen,
}: {
  prefix: string;
  onMenu: () => void;
  menuOpen: boolean;
}) {
  return (
    <Bar aria-label="Navegação inferior">
      {bottomItems(prefix).map((item) => (
        <Item key={item.to} to={item.to}>
          <Icon name={item.icon} />
          {item.title}
        </Item>
      ))}
      <MenuButton type="button" onClick={onMenu} aria-expanded={menuOpen} aria-controls="sidebar">
        <Icon name="menu" />
        Menu
      </MenuButton>
    </Bar>
  );
}
