// What the back office shows of a player's identity until a reveal: the CPF's
// middle digits (enough to tell two players apart on the phone) and no part
// of the birth date.
export const maskCpf = (cpf: string): string => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

export const maskBirthDate = (birthDate: string | null): string | null =>
  birthDate === null ? null : '**/**/****';
