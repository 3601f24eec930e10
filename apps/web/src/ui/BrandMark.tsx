// The wordmark of docs/design.md: a small candle-flame mark and "Velas". Operator
// settings may replace the name later; the mark stays decorative.
import styled from 'styled-components';

const Mark = styled.span<{ $size: 'sm' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 800;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.type.xl : theme.type.lg)};
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function BrandMark({ size = 'sm', name = 'Velas' }: { size?: 'sm' | 'lg'; name?: string }) {
  const px = size === 'lg' ? 32 : 24;
  return (
    <Mark $size={size}>
      <svg width={px} height={px} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="20" height="20" rx="6" fill="currentColor" />
        <path
          d="M12 5c2.2 2.6 3 4.3 3 5.7A3 3 0 0 1 12 13.6a3 3 0 0 1-3-2.9c0-1.4.8-3.1 3-5.7z"
          fill="#fff"
        />
        <rect x="10" y="14.6" width="4" height="5" rx="1" fill="#fff" />
      </svg>
      <span className="brand-name">{name}</span>
    </Mark>
  );
}
