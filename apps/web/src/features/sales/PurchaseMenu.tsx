// One outlined action per product, so no product is pushed over another.
import { crashProbabilityAtLeast } from '@velas/domain/fairness';
import { salesMessages } from '@velas/domain/messages/sales';
import { fill } from '@velas/domain/messages/sentences';
import type { SalesPage as SalesPageName } from '@velas/domain/schemas/operator-settings';
import { Link } from 'react-router';
import styled from 'styled-components';
import { salesCopy } from './copy.ts';
import { PRICE_FROM_SUPPORT, PRODUCTS, useProductOffer } from './productOffer.ts';
import { BuyButton } from './SalesPage.tsx';

const Menu = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 16px;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.span`
  flex: 1 1 14rem;
`;

const RowActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Detail = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
`;

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

// Each robot says the real chance of the multiplier it signals, so the name is no promise.
const ROBOT_TARGETS = [10, 5, 2] as const;

function robotDetail(target: number): string {
  return fill(salesMessages.myLinksRobotDetail, {
    alvo: `${target}x`,
    chance: percent.format(crashProbabilityAtLeast(target)),
  });
}

function PageProductRow({
  page,
  detail,
  to,
  seeLabel,
}: {
  page: SalesPageName;
  detail: string;
  to: string;
  seeLabel: string;
}) {
  const { forSale, purchased, label, priceNote } = useProductOffer(page);
  if (!forSale) return null;
  return (
    <li>
      <Name>
        {PRODUCTS[page].name}
        <Detail>{detail}</Detail>
        {priceNote && <Detail>{priceNote}</Detail>}
      </Name>
      <RowActions>
        <BuyButton page={page} product={purchased} label={label} outlined />
        <Link to={to}>{seeLabel}</Link>
      </RowActions>
    </li>
  );
}

function RobotRow({ target }: { target: number }) {
  const name = `Robô ${target}x 24h`;
  return (
    <li>
      <Name>
        {name}
        <Detail>{robotDetail(target)}</Detail>
        {/* Said as the Robô VIP page says it when no price is configured. */}
        <Detail>{PRICE_FROM_SUPPORT}</Detail>
      </Name>
      <BuyButton product={name} label={salesMessages.myLinksRobotBuy} outlined />
    </li>
  );
}

export function PurchaseMenu({
  communityLink,
  robots,
}: {
  communityLink: string | undefined;
  robots: boolean;
}) {
  return (
    <Menu>
      <PageProductRow
        page="presentation"
        detail={salesMessages.myLinksDashboardDetail}
        to="/auth/presentation"
        seeLabel={salesMessages.myLinksSeePresentation}
      />
      {communityLink && (
        <li>
          <Name>
            {salesCopy.freeSignalsChannel}
            <Detail>{salesMessages.myLinksCommunityDetail}</Detail>
          </Name>
          <a href={communityLink} target="_blank" rel="noreferrer">
            {salesCopy.joinChannel}
          </a>
        </li>
      )}
      {robots && ROBOT_TARGETS.map((target) => <RobotRow key={target} target={target} />)}
      <PageProductRow
        page="mentoring"
        detail={salesMessages.myLinksMentoringDetail}
        to="/auth/mentoria"
        seeLabel={salesMessages.myLinksSeeMentoring}
      />
    </Menu>
  );
}
