import { PRICES } from '@velas/domain/constants';
import { formatCents } from '@velas/domain/money';
import { Link } from 'react-router';
import { BuyButton, SalesPage, SupportLink } from '../../../features/sales/SalesPage';
import { SalesVideo } from '../../../features/sales/SalesVideo';

/** /auth/presentation — the dashboard and its course. */
export default function PresentationScreen() {
  const price = formatCents(PRICES.dashboardWithCourse);
  return (
    <SalesPage
      title="Apresentação"
      actions={
        <>
          <BuyButton
            page="presentation"
            product={`Painel + curso (${price})`}
            label={`Comprar por ${price}`}
          />
          <Link to="/auth/register/ROLE_APP_LOTOGREEN">
            Cadastre-se e ganhe bônus de {formatCents(PRICES.signUpBonus)}
          </Link>
          <SupportLink subject="o painel" />
        </>
      }
    >
      <SalesVideo page="presentation" topic="o painel Velas" />
      <p>
        O painel reúne o histórico das rodadas, estatísticas descritivas (média, mediana, moda),
        horários das velas altas e uma calculadora de banca, com um curso sobre como ler esses dados
        e controlar seus limites.
      </p>
      <p>O painel mostra o que já aconteceu; ele não prevê a próxima rodada.</p>
    </SalesPage>
  );
}
