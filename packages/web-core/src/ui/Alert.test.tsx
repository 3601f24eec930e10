// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../test/kit-test-render.tsx';
import { Alert, MessageList } from './Alert.tsx';

describe('Alert', () => {
  it('announces an error at once and other news politely, or not at all when quiet', () => {
    renderKit(
      <>
        <Alert>Saldo insuficiente</Alert>
        <Alert tone="success">Saque pedido</Alert>
        <Alert tone="danger" announce="quiet">
          Diferença de R$ 1,00
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Saldo insuficiente');
    expect(screen.getByRole('status')).toHaveTextContent('Saque pedido');
    expect(screen.getByText('Diferença de R$ 1,00')).not.toHaveAttribute('role');
  });
});

describe('MessageList', () => {
  it('says one message as it is, several as a list, none as nothing', () => {
    const { rerender, container } = renderKit(<MessageList items={['Um']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Um');
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<MessageList items={['Um', 'Dois']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Um', 'Dois']);
    rerender(<MessageList items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
