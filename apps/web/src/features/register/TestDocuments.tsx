import { maskCpf } from '@velas/domain/documents';
import { Muted } from '../../ui/Card';
import { usePublicSettings } from '../../services/settingsApi';

/** Demo only: the CPFs this registration accepts, so a visitor can try it. */
export function TestDocuments() {
  const testDocuments = usePublicSettings()?.demo?.testDocuments ?? [];
  if (testDocuments.length === 0) return null;
  return (
    <section aria-label="CPFs de teste">
      <Muted>Ambiente de demonstração: use um destes CPFs de teste.</Muted>
      <ul>
        {testDocuments.map((document) => (
          <li key={document.cpf}>
            {maskCpf(document.cpf)} ({document.name})
          </li>
        ))}
      </ul>
    </section>
  );
}
