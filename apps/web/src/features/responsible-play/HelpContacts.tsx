import { CVV_PHONE_URL, CVV_SITE_URL, SELF_EXCLUSION_PLATFORM_URL } from '@velas/domain/protection';

export function HelpContacts() {
  return (
    <section aria-labelledby="help-title">
      <h2 id="help-title">Onde buscar ajuda</h2>
      <ul>
        <li>
          CVV – Centro de Valorização da Vida: ligue <a href={CVV_PHONE_URL}>188</a> (gratuito, 24
          horas) ou acesse <a href={CVV_SITE_URL}>cvv.org.br</a>.
        </li>
        <li>
          CAPS – Centros de Atenção Psicossocial do SUS: atendimento gratuito para dependência,
          inclusive de apostas. Procure o CAPS ou a unidade básica de saúde da sua cidade.
        </li>
        <li>
          Plataforma centralizada de autoexclusão do governo federal:{' '}
          <a href={SELF_EXCLUSION_PLATFORM_URL} target="_blank" rel="noreferrer">
            autoexclusão em todas as casas de apostas
          </a>
          .
        </li>
      </ul>
    </section>
  );
}
