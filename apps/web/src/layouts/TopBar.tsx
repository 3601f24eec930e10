import { titleForPath } from '@velas/domain/routes';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/Button';
import { Balance } from './Balance';
import { UserMenu } from './UserMenu';
import { SessionClock } from '../features/responsible-play/SessionClock';
import { TopDepositButton } from '../features/wallet/deposit/TopDepositButton';
import { media } from '../app/theme/media';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 15;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.page};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  flex-wrap: wrap;
`;

const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: 1.15rem;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Toggle = styled(IconButton)`
  ${media.layout} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${media.phone} {
    width: 100%;
    justify-content: space-between;
  }
`;

export function TopBar({
  prefix,
  onToggleSidebar,
  sidebarOpen,
}: {
  prefix: string;
  onToggleSidebar: () => void;
  sidebarOpen: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <Bar>
      <Toggle
        type="button"
        aria-label="Abrir ou fechar o menu"
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={onToggleSidebar}
      >
        <Icon name="menu" />
      </Toggle>
      <Title>{titleForPath(pathname)}</Title>
      <Actions>
        <SessionClock />
        <Balance prefix={prefix} />
        <TopDepositButton />
        <UserMenu />
      </Actions>
    </Bar>
  );
}
