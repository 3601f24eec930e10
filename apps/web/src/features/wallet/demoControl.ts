// The frame of a demo's own controls on the money screens (the deposit's
// "Simular pagamento", a withdrawal's "Simular falha"): dashed in the warning
// colour, like the demo banner, so a player never reads one as part of a real
// payment. Production shows none (docs/product.md#demo-and-production).
import styled from 'styled-components';

export const DemoControl = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  border-radius: 6px;
  padding: 10px;
  width: 100%;
`;
