import styled from 'styled-components';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { BrandMark } from '#/ui/BrandMark.tsx';

const Logo = styled.img`
  display: block;
  max-width: 160px;
  max-height: 48px;
`;

export function BrandName({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const brand = usePublicSettings()?.brand;
  if (brand?.logoUrl) return <Logo src={brand.logoUrl} alt={brand.name} />;
  return <BrandMark size={size} {...(brand?.name ? { name: brand.name } : {})} />;
}
