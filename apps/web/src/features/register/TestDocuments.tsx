import { maskCpf } from '@velas/domain/documents';
import styled from 'styled-components';
import { usePublicSettings } from '../../services/settingsApi';

const Details = styled.details`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touch};
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

/**
 * Demo only: the CPFs this registration accepts, so a visitor can try it;
 * folded so the list does not take over the form.
 */
export function TestDocuments() {
  const testDocuments = usePublicSettings()?.demo?.testDocuments ?? [];
  if (testDocuments.length === 0) return null;
  return (
    <section aria-label="CPFs de teste">
      <Details>
        <summary>Ambiente de demonstração: ver CPFs de teste</summary>
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
