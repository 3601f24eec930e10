import { BuyButton, SalesPage, SupportLink } from '../../../features/sales/SalesPage';
import { SalesVideo } from '../../../features/sales/SalesVideo';

/** /auth/bot-teleco-vip — the signals robot. */
export default function RoboVipScreen() {
  return (
    <SalesPage
      title="Robo VIP"
      actions={
        <>
          <BuyButton page="roboVip" product="Robo VIP" label="Quero o Robo VIP" />
          <SupportLink subject="o Robo VIP" />
        </>
      }
    >
      <SalesVideo page="roboVip" topic="o Robo VIP" />
      <p>
        O Robo VIP envia no grupo os mesmos sinais aleatórios do painel, cada um com a probabilidade
        real de acerto calculada pelas regras do jogo.
      </p>
    </SalesPage>
  );
}
