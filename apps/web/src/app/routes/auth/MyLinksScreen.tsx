import { PRICES } from '@velas/domain/constants';
import { formatCents } from '@velas/domain/money';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  BuyButton,
  SalesPage,
  SupportLink,
  usePurchaseHref,
} from '../../../features/sales/SalesPage';
import { usePublicSettings } from '../../../services/settingsApi';

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

const Detail = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
`;

// The spec's product names (docs/product.md#sales-pages); the prices are not
// configured anywhere, so the row says who names them.
const robots = ['Robô 10x 24h', 'Robô 5x 24h', 'Robô 2x 24h'] as const;

function RobotRow({ robot }: { robot: string }) {
  const forSale = usePurchaseHref(robot) !== undefined;
  return (
    <li>
      <span>
        {robot}
        {forSale && <Detail>Sinais aleatórios por 24 h · preço com o suporte</Detail>}
      </span>
      <BuyButton product={robot} label="Quero este" outlined />
    </li>
  );
}

/**
 * /auth/my-links — the purchase menu (docs/product.md#routes-and-layouts): one
 * outlined action per row, so no product is pushed over another.
 */
export default function MyLinksScreen() {
  const community = usePublicSettings()?.links.community;
  return (
    <SalesPage title="Meus Links" actions={<SupportLink subject="os produtos" />}>
      <Menu>
        <li>
          <span>Painel + curso ({formatCents(PRICES.dashboardWithCourse)})</span>
          <Link to="/auth/presentation">Ver apresentação</Link>
        </li>
        {community && (
          <li>
            <span>Canal de sinais gratuito</span>
            <a href={community} target="_blank" rel="noreferrer">
              Entrar no canal
            </a>
          </li>
        )}
        {robots.map((robot) => (
          <RobotRow key={robot} robot={robot} />
        ))}
        <li>
          <span>Mentoria 100x + acesso ao robô ({formatCents(PRICES.mentoring)})</span>
          <Link to="/auth/mentoria">Ver mentoria</Link>
        </li>
      </Menu>
    </SalesPage>
  );
}
