import styled from 'styled-components';
import { chatLink } from '../../../lib/operatorLinks';
import { usePublicSettings } from '../../../services/settingsApi';
import { Grid } from '../../../ui/Card';
import { BalanceCard } from '../../../features/dashboard/BalanceCard';
import { KycSection } from '../../../features/dashboard/KycSection';
import { ShortcutTiles } from '../../../features/dashboard/ShortcutTiles';
import { TransactionsCard } from '../../../features/dashboard/TransactionsCard';
import { WithdrawalsCard } from '../../../features/dashboard/WithdrawalsCard';
import { floatingButton } from '../../../ui/floating';
import { media } from '../../theme/media';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const SupportChat = styled.a`
  ${floatingButton}
  inset-inline-start: 16px;
  z-index: 21;
  padding: 0 16px;
  display: inline-flex;
  align-items: center;
  border-radius: 24px;
  background: ${({ theme }) => theme.colors.success};
  font-weight: 700;
  text-decoration: none;
  ${media.layout} {
    inset-inline-start: 264px;
  }
`;

/** Minhas operações (spec §2: dashboard home). */
export default function DashboardScreen() {
  const supportHref = chatLink(usePublicSettings()?.support, 'Olá! Preciso de ajuda com o painel.');
  return (
    <Stack>
      <KycSection />
      <ShortcutTiles />
      <Grid $columns={2}>
        <BalanceCard />
        <WithdrawalsCard />
      </Grid>
      <TransactionsCard />
      {supportHref && (
        <SupportChat href={supportHref} target="_blank" rel="noreferrer">
          Suporte
        </SupportChat>
      )}
    </Stack>
  );
}
