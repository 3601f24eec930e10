import { Link } from 'react-router';
import styled from 'styled-components';
import { links } from '../app/config';
import { AdultsNotice } from '../ui/AdultsNotice';
import { salesItems } from './navigation';

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

export function Footer() {
  return (
    <Bar>
      <ul>
        <li>
          <a href={links.instagram} target="_blank" rel="noreferrer">
            Instagram
          </a>
        </li>
        <li>
          <a href={links.officialSite} target="_blank" rel="noreferrer">
            Site oficial
          </a>
        </li>
        {salesItems.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.title}</Link>
          </li>
        ))}
      </ul>
      <AdultsNotice />
    </Bar>
  );
}
