import styled from 'styled-components';
import { Grid } from '../../../ui/Card';
import { BalanceCard } from '../../../features/dashboard/BalanceCard';
import { KycSection } from '../../../features/dashboard/KycSection';
import { ShortcutTiles } from '../../../features/dashboard/ShortcutTiles';
import { TransactionsCard } from '../../../features/dashboard/TransactionsCard';
import { WithdrawalsCard } from '../../../features/dashboard/WithdrawalsCard';
import { TodayMoney } from '../../../features/responsible-play/SessionClock';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Minhas operações (docs/product.md#dashboard-home). */
export default function DashboardScreen() {
  return (
    <Stack>
      <KycSection />
      <ShortcutTiles />
      <Grid $columns={2}>
        <BalanceCard today={<TodayMoney />} />
        <WithdrawalsCard />
      </Grid>
      <TransactionsCard />
    </Stack>
  );
}
