import { chatLink } from '../../lib/operatorLinks';
import { usePublicSettings } from '../../services/settingsApi';
import { supportCopy } from './copy';

/** "Suporte": a chat conversation whose message says where the person is; hidden without a configured number. */
export function SupportLink({ message }: { message: string }) {
  const href = chatLink(usePublicSettings()?.support, message);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {supportCopy.support}
    </a>
  );
}
