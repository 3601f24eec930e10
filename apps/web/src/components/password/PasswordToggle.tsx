import { IconButton } from '@velas/web-core/ui/Button';
import { Eye, EyeOff } from 'lucide-react';
import { Icon } from '#/ui/Icon.tsx';
import { passwordCopy } from './copy.ts';

/** Inside the password field, at its end (docs/design.md: forms); its name says what it does. */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <IconButton
      type="button"
      onClick={onToggle}
      aria-pressed={shown}
      aria-label={shown ? passwordCopy.hidePassword : passwordCopy.showPassword}
      title={shown ? passwordCopy.hidePassword : passwordCopy.showPassword}
    >
      <Icon icon={shown ? EyeOff : Eye} size={20} />
    </IconButton>
  );
}
