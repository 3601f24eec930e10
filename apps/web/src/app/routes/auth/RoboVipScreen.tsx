import { BuyButton, SalesPage, SupportLink } from '../../../features/sales/SalesPage';
import { SalesVideo } from '../../../features/sales/SalesVideo';

/** /auth/bot-teleco-vip — the signals robot. */
export default function RoboVipScreen() {
  return (
    <SalesPage
      title="Robô VIP"
      actions={
        <>
          <BuyButton page="roboVip" product="Robô VIP" label="Quero o Robô VIP" />
          <SupportLink subject="o Robô VIP" />
        </>
      }
    >
      <SalesVideo page="roboVip" topic="o Robô VIP" />
      <p>
        O Robô VIP envia no grupo os mesmos sinais aleatórios do painel, cada um com a probabilidade
        real de acerto calculada pelas regras do jogo.
      </p>
    </SalesPage>
  );
}
