// The api refuses, saying why, while money or a round in play remains.
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { useState } from 'react';
import { useCloseAccountMutation } from '#/services/protectionApi.ts';
import { responsiblePlayCopy } from './copy.ts';
import { useFailureMessages } from './useFailureMessages.ts';

export function CloseAccountPanel({ onClosed }: { onClosed: () => void }) {
  const [close, { isLoading }] = useCloseAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const { errors, run } = useFailureMessages();

  return (
    <section aria-labelledby="close-account-title">
      <h2 id="close-account-title">{responsiblePlayCopy.closeAccountTitle}</h2>
      <p>{responsiblePlayCopy.closeAccountLead}</p>
      {confirming ? (
        <>
          <p role="note">{responsiblePlayCopy.closeAccountConfirmQuestion}</p>
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
            {responsiblePlayCopy.confirmClose}
          </Button>{' '}
          <Button
            type="button"
            $variant="quiet"
            onClick={() => {
              setConfirming(false);
            }}
          >
            {responsiblePlayCopy.cancel}
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
          {responsiblePlayCopy.closeAccountTitle}
        </Button>
      )}
      <MessageList items={errors} />
    </section>
  );
}
