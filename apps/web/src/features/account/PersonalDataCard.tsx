// 'Minha conta's personal data: who the account
// is, where withdrawals go and whether the identity is verified, in one place
// instead of spread over the withdrawal form.
import { obfuscateCpf } from '@velas/domain/documents';
import type { UserProfile } from '@velas/domain/schemas/user';
import { CardTitle, Muted } from '@velas/web-core/ui/Card';
import { QueryView } from '@velas/web-core/ui/QueryView';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useProfileQuery } from '#/services/accountApi.ts';
import { useKycStatusQuery } from '#/services/kycApi.ts';
import { accountCopy } from './copy.ts';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.type.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** "Praça da Sé, 100 · Sé · São Paulo/SP · 01001-000", or null without one. */
export function addressLine(profile: UserProfile): string | null {
  if (profile.zipCode === null || profile.number === null) return null;
  const street = [profile.street, profile.number].filter(Boolean).join(', ');
  const city = profile.city && profile.state ? `${profile.city}/${profile.state}` : profile.city;
  // A non-breaking hyphen: a narrow screen must not cut the CEP in two.
  const cep = profile.zipCode.replace(/^(\d{5})(\d{3})$/, '$1\u2011$2');
  return [street, profile.neighborhood, city, cep].filter(Boolean).join(' · ');
}

export function PersonalDataCard() {
  return (
    <QueryView
      query={useProfileQuery(undefined)}
      loading={<Muted role="status">{accountCopy.loading}</Muted>}
      failure={() => <Muted>{accountCopy.failed}</Muted>}
    >
      {(profile) => <PersonalData profile={profile} />}
    </QueryView>
  );
}

function PersonalData({ profile }: { profile: UserProfile }) {
  const { data: kyc } = useKycStatusQuery(undefined);
  const cpf = obfuscateCpf(profile.document.number);
  const address = addressLine(profile);
  return (
    <section aria-labelledby="seus-dados">
      <CardTitle id="seus-dados">{accountCopy.title}</CardTitle>
      <List>
        <div>
          <dt>{accountCopy.name}</dt>
          <dd>{profile.name}</dd>
        </div>
        <div>
          <dt>{accountCopy.cpf}</dt>
          <dd>{cpf}</dd>
        </div>
        <div>
          <dt>{accountCopy.pixKey}</dt>
          <dd>{accountCopy.pixKeyValue(cpf)}</dd>
        </div>
        <div>
          <dt>{accountCopy.address}</dt>
          <dd>
            {address ?? (
              <>
                {accountCopy.noAddress}{' '}
                {/* Asked early if the player wants: a step of Sacar's form. */}
                <Link to="../withdraw" relative="path">
                  {accountCopy.giveAddressNow}
                </Link>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{accountCopy.verification}</dt>
          <dd data-testid="account-kyc">
            {kyc === undefined
              ? '…'
              : kyc.isApproved
                ? accountCopy.verified
                : accountCopy.notVerified}
          </dd>
        </div>
      </List>
    </section>
  );
}
