import { IconButton } from '../../ui/Button';

export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <IconButton
      type="button"
      onClick={onToggle}
      aria-pressed={shown}
      aria-label={shown ? 'Ocultar senha' : 'Mostrar senha'}
    >
      {shown ? 'Ocultar' : 'Mostrar'}
    </IconButton>
  );
}
