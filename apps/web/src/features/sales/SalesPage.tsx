import type { SalesPage as SalesPageName } from '@velas/domain/schemas/operator-settings';
import { ButtonLink } from '@velas/web-core/ui/Button';
import { Card, Muted } from '@velas/web-core/ui/Card';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SupportLink as ChatLink } from '#/components/support/SupportLink.tsx';
import { chatLink, purchaseMessage } from '#/lib/operatorLinks.ts';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { salesCopy } from './copy.ts';

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  display: grid;
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

/** Set apart from the buttons above it (24 px and a rule), so it reads as the note it is. */
const Disclaimer = styled(Muted)`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.type.sm};
`;

/** docs/product/overview.md#honesty-rules: sales copy never promises profit. */
export function Honesty() {
  return <Disclaimer>{salesCopy.gamblingWarning}</Disclaimer>;
}

export function SupportLink({ subject }: { subject: string }) {
  return <ChatLink message={salesCopy.supportMessage(subject)} />;
}

/** Where buying goes: the page's checkout, else a message to support; undefined when neither is configured. */
export function usePurchaseHref(product: string, page?: SalesPageName): string | undefined {
  const settings = usePublicSettings();
  const checkoutUrl = page ? settings?.salesPages[page].checkoutUrl : undefined;
  return checkoutUrl ?? chatLink(settings?.support, purchaseMessage(settings?.support, product));
}

export function BuyButton({
  product,
  label,
  page,
  outlined = false,
}: {
  product: string;
  label: string;
  page?: SalesPageName;
  /** In a list of products: outlined, so no row outweighs the others. */
  outlined?: boolean;
}) {
  const href = usePurchaseHref(product, page);
  if (!href) return null;
  return (
    <ButtonLink
      href={href}
      target="_blank"
      rel="noreferrer"
      $variant={outlined ? 'secondary' : 'primary'}
      // A row's short label, named with its product for a screen reader's list of links.
      {...(outlined ? { 'aria-label': `${label}: ${product}` } : {})}
    >
      {label}
    </ButtonLink>
  );
}

export function SalesPage({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Page>
      <Card>
        <h1>{title}</h1>
        {children}
        <Actions>{actions}</Actions>
        <Honesty />
      </Card>
    </Page>
  );
}
