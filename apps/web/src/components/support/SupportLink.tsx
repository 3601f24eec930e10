import { chatLink } from '#/lib/operatorLinks.ts';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { supportCopy } from './copy.ts';

/** "Suporte" (or `label`): a chat conversation whose message says where the person is; hidden without a configured number. */
export function SupportLink({ message, label }: { message: string; label?: string }) {
  const href = chatLink(usePublicSettings()?.support, message);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {label ?? supportCopy.support}
    </a>
  );
}
