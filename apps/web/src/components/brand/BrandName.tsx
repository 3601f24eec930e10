import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePublicSettings } from '../../services/settingsApi';

const Logo = styled.img`
  display: block;
  max-width: 160px;
  max-height: 48px;
`;

/** The operator's brand (logo, else name) where the app shows its wordmark; the wordmark until settings load. */
export function BrandName({ wordmark }: { wordmark: ReactNode }) {
  const brand = usePublicSettings()?.brand;
  if (brand?.logoUrl) return <Logo src={brand.logoUrl} alt={brand.name} />;
  return <>{brand?.name ?? wordmark}</>;
}
