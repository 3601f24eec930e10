// The recovery codes are shown this once.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import styled from 'styled-components';

const Codes = styled.ul`
  columns: 2;
  font-family: ui-monospace, monospace;
  font-size: 1.05rem;
  padding-left: 20px;
`;

export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <Alert tone="warning" announce="alert">
        {backofficeTexts.recoveryKeepNow}
      </Alert>
      <Codes aria-label={backofficeTexts.recoveryTitle}>
        {codes.map((recovery) => (
          <li key={recovery}>{recovery}</li>
        ))}
      </Codes>
      <Button type="button" onClick={onDone}>
        {backofficeTexts.recoveryDone}
      </Button>
    </>
  );
}
