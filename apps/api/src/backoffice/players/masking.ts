// The CPF's middle digits tell two players apart on the phone; no part of the
// birth date shows.
export const maskCpf = (cpf: string): string => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

export const maskBirthDate = (birthDate: string | null): string | null =>
  birthDate === null ? null : '**/**/****';
