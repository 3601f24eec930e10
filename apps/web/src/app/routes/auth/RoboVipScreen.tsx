import styled from 'styled-components';
import { ProductSalesPage } from '../../../features/sales/ProductSalesPage';

const Includes = styled.ul`
  margin: 0 0 16px;
  padding-inline-start: 20px;
  li + li {
    margin-top: 4px;
  }
`;

/** /auth/bot-teleco-vip — the signals robot: what it sends, and its price only as configured. */
export default function RoboVipScreen() {
  return (
    <ProductSalesPage page="roboVip">
      <p>
        O Robô VIP envia no grupo os mesmos sinais aleatórios do painel, cada um com a probabilidade
        real de acerto calculada pelas regras do jogo.
      </p>
      <h2>O que você recebe</h2>
      <Includes>
        <li>Sinais de Mines, Roleta, Football Studio e Bac Bo, enviados no grupo do robô.</li>
        <li>Em cada sinal, a chance real de acerto, calculada pelas regras do jogo.</li>
        <li>Nenhuma promessa de lucro: os resultados continuam aleatórios.</li>
      </Includes>
    </ProductSalesPage>
  );
}
