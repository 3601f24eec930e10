import { BarredAccountPanel } from '#/features/barred-account/BarredAccountPanel.tsx';
import { BalanceCard } from '#/features/dashboard/BalanceCard.tsx';
import { DashboardArea, DashboardGrid } from '#/features/dashboard/DashboardGrid.ts';
import { KycSection } from '#/features/dashboard/KycSection.tsx';
import { ShortcutTiles } from '#/features/dashboard/ShortcutTiles.tsx';
import { TransactionsCard } from '#/features/dashboard/TransactionsCard.tsx';
import { WithdrawalsCard } from '#/features/dashboard/WithdrawalsCard.tsx';
import { TodayMoney } from '#/features/responsible-play/SessionClock.tsx';
import { useMeQuery } from '#/services/accountApi.ts';

/** An account the regulator's list bars sees why and the way to withdraw instead of the money actions. */
export default function DashboardScreen() {
  const { data: me } = useMeQuery(undefined);
  if (me?.barred)
    return (
      <DashboardGrid>
        <BarredAccountPanel barred={me.barred} balance={me.balance} />
        <WithdrawalsCard />
      </DashboardGrid>
    );
  // The banner is also first in the reading order, not only drawn first.
  // Keyed areas move without remounting: the verification dialog inside the
  // banner stays open to say the verdict when the approval moves it down.
  const verifyFirst = me?.kycApproved === false;
  const banner = (
    <DashboardArea key="banner" $area="banner">
      <KycSection />
    </DashboardArea>
  );
  const money = [
    <DashboardArea key="balance" $area="balance">
      <BalanceCard today={<TodayMoney />} />
    </DashboardArea>,
    <DashboardArea key="shortcuts" $area="shortcuts">
      <ShortcutTiles />
    </DashboardArea>,
  ];
  return (
    <DashboardGrid $verifyFirst={verifyFirst}>
      {verifyFirst ? [banner, ...money] : [...money, banner]}
      <DashboardArea $area="withdrawals">
        <WithdrawalsCard />
      </DashboardArea>
      <DashboardArea $area="transactions">
        <TransactionsCard />
      </DashboardArea>
    </DashboardGrid>
  );
}
