// CPFs with valid check digits, not real people. 123.456.789-09 passes the
// checksum but is NOT registered.
export const TEST_DOCUMENTS = [
  { cpf: '52998224725', name: 'Demo Velas', birthDate: '1990-05-17' },
  { cpf: '11144477735', name: 'Maria Teste da Silva', birthDate: '1988-02-29' },
  { cpf: '93541134780', name: 'João Teste Souza', birthDate: '1995-11-03' },
  { cpf: '39053344705', name: 'Ana Teste Oliveira', birthDate: '2000-07-21' },
  { cpf: '71460238001', name: 'Carlos Teste Pereira', birthDate: '1979-01-09' },
  { cpf: '86274531017', name: 'Beatriz Teste Lima', birthDate: '1992-12-12' },
  { cpf: '04645428632', name: 'Lucas Teste Rocha', birthDate: '1985-04-30' },
  { cpf: '52819374646', name: 'Paula Teste Costa', birthDate: '1983-08-14' },
  { cpf: '61384729003', name: 'Rafael Teste Alves', birthDate: '1998-03-05' },
  { cpf: '27418596391', name: 'Sofia Teste Martins', birthDate: '1991-06-23' },
  { cpf: '31826495746', name: 'Pedro Teste Ramos', birthDate: '1987-10-02' },
  // Barred by the demo's barred list (apps/api/src/sandbox/barred-list/demo-barred-list.ts):
  // the registration refuses them with its one neutral message.
  { cpf: '48295731637', name: 'Bruna Teste Autoexcluída', birthDate: '1993-09-18' },
  { cpf: '71536492809', name: 'Diego Teste Beneficiário', birthDate: '1989-02-07' },
  { cpf: '48273615928', name: 'Helena Teste Barros', birthDate: '1993-09-15' },
] as const;

export const DEMO_CPF = TEST_DOCUMENTS[0].cpf;
/** Barred in the demo by the central self-exclusion (IN SPA/MF nº 31/2025). */
export const DEMO_SELF_EXCLUDED_CPF = '48295731637';
/** Barred in the demo as a Bolsa Família / BPC beneficiary (IN SPA/MF nº 22/2025). */
export const DEMO_SOCIAL_BENEFIT_CPF = '71536492809';
