// The Pix key is the player's own (read-only, from the profile): shown
// masked, sent as the api stores it. The CPF is shown hidden in the middle
// ("***.982.247-**"), as Minha conta shows it.
import { maskPhone, obfuscateCpf, onlyDigits } from '@velas/domain/documents';
import type { UserProfile } from '@velas/domain/schemas/user';
import type { PixKeyType } from '@velas/domain/schemas/wallet';

export function pixKeyFor(profile: UserProfile, type: PixKeyType): { shown: string; sent: string } {
  switch (type) {
    case 'CPF':
      return {
        shown: obfuscateCpf(profile.document.number),
        sent: onlyDigits(profile.document.number),
      };
    case 'Telefone':
      return { shown: maskPhone(profile.phone), sent: onlyDigits(profile.phone) };
    case 'Email':
      return { shown: profile.email, sent: profile.email };
  }
}

/** A key as the api stores it, shown as the form showed it ("Seus saques"). */
export function shownPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'CPF':
      return obfuscateCpf(key);
    case 'Telefone':
      return maskPhone(key);
    case 'Email':
      return key;
  }
}
