import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Form } from '@velas/web-core/form/Form';
import { Muted } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { TotpField } from '#/ui/TotpField.tsx';
import type { EnrolmentInput } from './useEnrolment.ts';

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0 auto 12px;
  background: #fff;
  padding: 8px;
  border-radius: 8px;
`;

const Code = styled.code`
  display: block;
  word-break: break-all;
  padding: 8px;
  margin-bottom: 12px;
  background: ${({ theme }) => theme.colors.bg};
  border-radius: 6px;
`;

interface AuthenticatorStepProps {
  qrDataUrl: string;
  otpauthUri: string;
  code: EnrolmentInput;
}

export function AuthenticatorStep({ qrDataUrl, otpauthUri, code }: AuthenticatorStepProps) {
  return (
    <Form form={code.form} submitLabel={backofficeTexts.confirm}>
      <Muted>{backofficeTexts.scanQr}</Muted>
      <Qr src={qrDataUrl} alt={backofficeTexts.qrAlt} />
      <Muted>{backofficeTexts.otpauthUriLabel}</Muted>
      <Code aria-label={backofficeTexts.otpauthUriLabel}>{otpauthUri}</Code>
      <TotpField
        label={backofficeTexts.confirmWithCode}
        value={code.value}
        onChange={code.onChange}
      />
    </Form>
  );
}
