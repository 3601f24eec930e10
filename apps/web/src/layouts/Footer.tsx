import { Link } from 'react-router';
import styled from 'styled-components';
import { useOfferedSalesLinks } from '../services/productsForSale.ts';
import { usePublicSettings } from '../services/settingsApi.ts';
import { AdultsNotice } from '../ui/AdultsNotice.tsx';
import { salesItems } from './navigation.ts';

const Bar = styled.footer`
  padding: 20px 16px 24px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  text-align: center;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 4px 16px;
    list-style: none;
    padding: 0;
    margin: 0 0 8px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** `adultsNotice` false while a dialog over the page already shows the 18+ notice. */
export function Footer({ adultsNotice = true }: { adultsNotice?: boolean }) {
  const links = usePublicSettings()?.links;
  // Only products this house sells: no footer link ends in "não está à venda".
  const sales = useOfferedSalesLinks(salesItems);
  const external = [
    { href: links?.instagram, label: 'Instagram' },
    { href: links?.officialSite, label: 'Site oficial' },
  ];
  return (
    <Bar>
      <ul>
        {external.map(
          ({ href, label }) =>
            href && (
              <li key={label}>
                <a href={href} target="_blank" rel="noreferrer">
                  {label}
                </a>
              </li>
            ),
        )}
        {sales.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.title}</Link>
          </li>
        ))}
      </ul>
      {adultsNotice && <AdultsNotice />}
    </Bar>
  );
}
