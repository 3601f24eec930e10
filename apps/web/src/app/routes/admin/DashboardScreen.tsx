import styled from 'styled-components';
import { media } from '../../../core/theme/media';
import { BarredAccountPanel } from '../../../features/barred-account/BarredAccountPanel';
import { BalanceCard } from '../../../features/dashboard/BalanceCard';
import { KycSection } from '../../../features/dashboard/KycSection';
import { ShortcutTiles } from '../../../features/dashboard/ShortcutTiles';
import { TransactionsCard } from '../../../features/dashboard/TransactionsCard';
import { WithdrawalsCard } from '../../../features/dashboard/WithdrawalsCard';
import { TodayMoney } from '../../../features/responsible-play/SessionClock';
import { useMeQuery } from '../../../services/accountApi';

/*
 * The player's money first (docs/product.md#dashboard-home): the balance,
 * the shortcuts, then the KYC banner or the community carousel. From the
 * tablet width up the balance and the shortcuts share a column beside the
 * withdrawals, so no card stands half empty.
 */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'balance' 'shortcuts' 'banner' 'withdrawals' 'transactions';
  ${media.tiles} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-rows: auto 1fr auto auto;
    grid-template-areas:
      'balance withdrawals'
      'shortcuts withdrawals'
      'banner banner'
      'transactions transactions';
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/**
 * Minhas operações (docs/product.md#dashboard-home). An account the
 * regulator's list bars sees why and the way to withdraw instead of the money
 * actions (docs/product.md#barred-account).
 */
export default function DashboardScreen() {
  const { data: me } = useMeQuery(undefined);
  if (me?.barred)
    return (
      <Layout>
        <BarredAccountPanel barred={me.barred} balance={me.balance} />
        <WithdrawalsCard />
      </Layout>
    );
  return (
    <Layout>
      <Area $area="balance">
        <BalanceCard today={<TodayMoney />} />
      </Area>
      <Area $area="shortcuts">
        <ShortcutTiles />
      </Area>
      <Area $area="banner">
        <KycSection />
      </Area>
      <Area $area="withdrawals">
        <WithdrawalsCard />
      </Area>
      <Area $area="transactions">
        <TransactionsCard />
      </Area>
    </Layout>
  );
}
