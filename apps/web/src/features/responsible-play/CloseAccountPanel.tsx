// 'Encerrar conta' (docs/product.md#records-and-closing-the-account): asks once
// more before closing; the api refuses, saying why, while a balance, a payable
// Pix, a withdrawal in processing or a round in play remains.
import { useState } from 'react';
import { useCloseAccountMutation } from '../../services/protectionApi';
import { MessageList } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useFailureMessages } from './useFailureMessages';

export function CloseAccountPanel({ onClosed }: { onClosed: () => void }) {
  const [close, { isLoading }] = useCloseAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const { errors, run } = useFailureMessages();

  return (
    <section aria-labelledby="close-account-title">
      <h2 id="close-account-title">Encerrar conta</h2>
      <p>
        Saque todo o seu saldo antes. Uma conta encerrada não pode mais entrar nem ser reaberta; seu
        histórico fica guardado.
      </p>
      {confirming ? (
        <>
          <p role="note">Tem certeza? Esta ação não pode ser desfeita.</p>
          <Button
            type="button"
            disabled={isLoading}
            onClick={() =>
              void run(async () => {
                await close(undefined).unwrap();
                onClosed();
              })
            }
          >
            Confirmar encerramento
          </Button>{' '}
          <Button
            type="button"
            $variant="quiet"
            onClick={() => {
              setConfirming(false);
            }}
          >
            Cancelar
          </Button>
        </>
      ) : (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            setConfirming(true);
          }}
        >
          Encerrar conta
        </Button>
      )}
      <MessageList items={errors} />
    </section>
  );
}
