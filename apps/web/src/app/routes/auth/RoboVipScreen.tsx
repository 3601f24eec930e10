import { ProductSalesPage } from '../../../features/sales/ProductSalesPage';

/** /auth/bot-teleco-vip — the signals robot. */
export default function RoboVipScreen() {
  return (
    <ProductSalesPage page="roboVip">
      <p>
        O Robô VIP envia no grupo os mesmos sinais aleatórios do painel, cada um com a probabilidade
        real de acerto calculada pelas regras do jogo.
      </p>
    </ProductSalesPage>
  );
}
