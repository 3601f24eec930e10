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
 * withdrawals, so no card stands half empty. Until the identity is verified
 * the banner comes first instead: it is the new player's one job, and at the
 * bottom it sat under the phone's bottom bar.
 */
const Layout = styled.div<{ $verifyFirst?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: ${({ $verifyFirst }) =>
    $verifyFirst
      ? `'banner' 'balance' 'shortcuts' 'withdrawals' 'transactions'`
      : `'balance' 'shortcuts' 'banner' 'withdrawals' 'transactions'`};
  ${media.tiles} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-rows: ${({ $verifyFirst }) =>
      $verifyFirst ? 'auto auto 1fr auto' : 'auto 1fr auto auto'};
    grid-template-areas: ${({ $verifyFirst }) =>
      $verifyFirst
        ? `'banner banner' 'balance withdrawals' 'shortcuts withdrawals' 'transactions transactions'`
        : `'balance withdrawals' 'shortcuts withdrawals' 'banner banner' 'transactions transactions'`};
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
  // The banner is also first in the reading order, not only drawn first.
  // Keyed areas move without remounting: the verification dialog inside the
  // banner stays open to say the verdict when the approval moves it down.
  const verifyFirst = me?.kycApproved === false;
  const banner = (
    <Area key="banner" $area="banner">
      <KycSection />
    </Area>
  );
  const money = [
    <Area key="balance" $area="balance">
      <BalanceCard today={<TodayMoney />} />
    </Area>,
    <Area key="shortcuts" $area="shortcuts">
      <ShortcutTiles />
    </Area>,
  ];
  return (
    <Layout $verifyFirst={verifyFirst}>
      {verifyFirst ? [banner, ...money] : [...money, banner]}
      <Area $area="withdrawals">
        <WithdrawalsCard />
      </Area>
      <Area $area="transactions">
        <TransactionsCard />
      </Area>
    </Layout>
  );
}
