import { PRICES } from '@velas/domain/constants';
import { formatCents } from '@velas/domain/money';
import { Link } from 'react-router';
import { ProductSalesPage } from '../../../features/sales/ProductSalesPage';

/** /auth/presentation — the dashboard and its course. */
export default function PresentationScreen() {
  return (
    <ProductSalesPage
      page="presentation"
      extraAction={
        <Link to="/auth/register/ROLE_APP_LOTOGREEN">
          Cadastre-se e ganhe bônus de {formatCents(PRICES.signUpBonus)}
        </Link>
      }
    >
      <p>
        O painel reúne o histórico das rodadas, estatísticas descritivas (média, mediana, moda),
        horários das velas altas e uma calculadora de banca, com um curso sobre como ler esses dados
        e controlar seus limites.
      </p>
      <p>O painel mostra o que já aconteceu; ele não prevê a próxima rodada.</p>
    </ProductSalesPage>
  );
}
