import { Link } from 'react-router';
import styled from 'styled-components';
import { AdultsNotice } from '../../ui/AdultsNotice';
import { Button, ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

const Option = styled.div`
  margin: 12px 0;
  p {
    margin: 0 0 8px;
  }
`;

/**
 * Opens on load and stays until the person says they have an account
 * (docs/product.md#gate-dialog): no backdrop click, no Escape, no close button.
 */
export function GateDialog({ open, onHaveAccount }: { open: boolean; onHaveAccount: () => void }) {
  return (
    <Dialog open={open} title="Antes de entrar">
      <p>Para usar o painel você precisa de uma conta na plataforma de apostas parceira.</p>
      <Option>
        <p>
          <strong>Opção 1:</strong> ainda não tenho conta.
        </p>
        <ButtonLink as={Link} to="/auth/register/ROLE_APP_LOTOGREEN" $block>
          Criar minha conta
        </ButtonLink>
      </Option>
      <Option>
        <p>
          <strong>Opção 2:</strong> já tenho conta.
        </p>
        <Button type="button" $variant="secondary" $block onClick={onHaveAccount}>
          Já tenho conta
        </Button>
      </Option>
      <AdultsNotice />
    </Dialog>
  );
}
