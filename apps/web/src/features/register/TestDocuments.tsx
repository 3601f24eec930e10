import { maskCpf } from '@velas/domain/documents';
import styled from 'styled-components';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { disclosureSummary } from '#/ui/disclosure.ts';
import { registerCopy } from './copy.ts';

const Details = styled.details`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
  ${disclosureSummary}
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

export function TestDocuments() {
  const testDocuments = usePublicSettings()?.demo?.testDocuments ?? [];
  if (testDocuments.length === 0) return null;
  return (
    <section aria-label={registerCopy.testCpfsTitle}>
      <Details>
        <summary>{registerCopy.testCpfsLink}</summary>
        <ul>
          {testDocuments.map((document) => (
            <li key={document.cpf}>
              {maskCpf(document.cpf)} ({document.name})
            </li>
          ))}
        </ul>
      </Details>
    </section>
  );
}
