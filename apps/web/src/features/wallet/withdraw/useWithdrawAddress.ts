import type { ViaCepAddress } from '@velas/domain/schemas/postal-code';
import type { UserProfile } from '@velas/domain/schemas/user';
import { useState } from 'react';
import { useUpdateUserMutation } from '#/services/accountApi.ts';
import { AddressNotSaved } from './withdrawError.ts';

/** Whether the withdrawal form asks for the address, and how it saves the one typed. */
export function useWithdrawAddress(profile: UserProfile) {
  const [updateUser] = useUpdateUserMutation();
  // The api asked for an address the profile seemed to have (changed elsewhere).
  const [addressAsked, setAddressAsked] = useState(false);
  return {
    needsAddress: addressAsked || profile.zipCode === null || profile.number === null,
    askForAddress: () => {
      setAddressAsked(true);
    },
    /** Saves the address the form checked, with what its CEP's look-up found. */
    saveAddress: async (address: { cep: string; number: string }, found: ViaCepAddress | null) => {
      try {
        await updateUser({
          zipCode: address.cep,
          number: address.number,
          state: found?.uf,
          city: found?.localidade,
          street: found?.logradouro,
          neighborhood: found?.bairro,
        }).unwrap();
      } catch (error) {
        throw new AddressNotSaved(error);
      }
      setAddressAsked(false);
    },
  };
}
