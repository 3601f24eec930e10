import { PRICES } from '@velas/domain/constants';
import { formatCents } from '@velas/domain/money';
import { BuyButton, SalesPage, SupportLink } from '../../../features/sales/SalesPage';
import { SalesVideo } from '../../../features/sales/SalesVideo';

/** /auth/mentoria — the mentoring course. */
export default function MentoriaScreen() {
  const price = formatCents(PRICES.mentoring);
  return (
    <SalesPage
      title="Mentoria"
      actions={
        <>
          <BuyButton
            page="mentoring"
            product={`Mentoria (${price})`}
            label={`Comprar por ${price}`}
          />
          <SupportLink subject="a mentoria" />
        </>
      }
    >
      <SalesVideo page="mentoring" topic="a mentoria" />
      <p>
        Encontros sobre gestão de banca, limites de perda e leitura de estatísticas, com acesso ao
        Robô VIP. O foco é jogar com controle: nenhum método muda as chances de um jogo aleatório.
      </p>
    </SalesPage>
  );
}
