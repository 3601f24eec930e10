import { ProductSalesPage } from '../../../features/sales/ProductSalesPage';

/** /auth/mentoria — the mentoring course. */
export default function MentoriaScreen() {
  return (
    <ProductSalesPage page="mentoring">
      <p>
        Encontros sobre gestão de banca, limites de perda e leitura de estatísticas, com acesso ao
        Robô VIP. O foco é jogar com controle: nenhum método muda as chances de um jogo aleatório.
      </p>
    </ProductSalesPage>
  );
}
