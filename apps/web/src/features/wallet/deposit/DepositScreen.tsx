import { QUICK_AMOUNTS_DEPOSIT_SCREEN } from '@velas/domain/constants';
import styled from 'styled-components';
import { supportLink } from '../../../app/config';
import { Card } from '../../../ui/Card';
import { DepositFlow } from './DepositFlow';

const Narrow = styled.div`
  max-width: 520px;
  margin: 0 auto;
`;

export default function DepositScreen() {
  return (
    <Narrow>
      <Card aria-labelledby="deposito-titulo">
        <h2 id="deposito-titulo">Depósito Seguro!</h2>
        <DepositFlow quickAmounts={QUICK_AMOUNTS_DEPOSIT_SCREEN} />
        <p>
          <a
            href={supportLink('Olá! Preciso de ajuda com um depósito.')}
            target="_blank"
            rel="noreferrer"
          >
            Suporte
          </a>
        </p>
      </Card>
    </Narrow>
  );
}
