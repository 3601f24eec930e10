// The money goes only to the player's own key.
import type { UserProfile } from '@velas/domain/schemas/user';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import { ChoiceField, Field } from '@velas/web-core/ui/Field';
import { withdrawCopy } from './copy.ts';
import { pixKeyFor } from './pixKey.ts';

// The domain's PIX_KEY_TYPES sits beside zod schemas; this screen needs only the names.
const PIX_TYPES: readonly PixKeyType[] = ['CPF', 'Telefone', 'Email'];

export function PixKeyFields({
  profile,
  pixType,
  onChoose,
}: {
  profile: UserProfile;
  pixType: PixKeyType;
  onChoose: (pixType: PixKeyType) => void;
}) {
  return (
    <>
      <ChoiceField
        label={withdrawCopy.pixTypeLabel}
        value={pixType}
        choices={PIX_TYPES}
        onChoose={onChoose}
        optionLabel={(type) => withdrawCopy.pixTypeNames[type]}
      />
      <Field label={withdrawCopy.pixKeyLabel} readOnly value={pixKeyFor(profile, pixType).shown} />
    </>
  );
}
