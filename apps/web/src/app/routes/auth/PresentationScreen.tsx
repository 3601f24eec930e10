import { Link } from 'react-router';
import { ProductSalesPage } from '../../../features/sales/ProductSalesPage';

/** /auth/presentation — the dashboard and its course. */
export default function PresentationScreen() {
  return (
    <ProductSalesPage
      page="presentation"
      extraAction={
        // No bonus offer: Lei 14.790/2023 art. 29 forbids it (docs/product.md#sales-pages).
        <Link to="/auth/register/ROLE_APP_LOTOGREEN">Criar minha conta</Link>
      }
    >
      <p>
        O painel mostra o que já saiu nas rodadas, quanto e em que horário, e traz uma calculadora
        de banca, com um curso sobre como ler esses números e controlar seus limites.
      </p>
      <p>O painel mostra o que já aconteceu; ele não prevê a próxima rodada.</p>
    </ProductSalesPage>
  );
}
