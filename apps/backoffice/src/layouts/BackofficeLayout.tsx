import { backofficeTexts, roleNames } from '@velas/domain/backoffice/texts';
import type { StaffMe } from '@velas/domain/schemas/backoffice/staff';
import { Button } from '@velas/web-core/ui/Button';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';
import { entriesFor } from './navigation.ts';
import { useIdleExpiry } from './useIdleExpiry.ts';

const Shell = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  min-height: 100vh;
  @media ${({ theme }) => theme.compact} {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
  }
`;

const Side = styled.aside<{ $open: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  padding: 16px;
  @media ${({ theme }) => theme.compact} {
    border-right: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 8px 16px;
    nav {
      display: ${({ $open }) => ($open ? 'block' : 'none')};
    }
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
  strong {
    font-size: 1rem;
  }
  button {
    display: none;
  }
  @media ${({ theme }) => theme.compact} {
    margin-bottom: 0;
    button {
      display: inline-block;
    }
  }
`;

const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 16px;
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.colors.tint};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Who = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  word-break: break-all;
`;

const Main = styled.main`
  padding: 24px;
  min-width: 0;
  @media ${({ theme }) => theme.compact} {
    padding: 16px;
  }
`;

/**
 * The signed-in shell. Sair comes from src/app, which alone composes features
 * (docs/architecture.md#web-layers).
 */
export function BackofficeLayout({ me, onSignOut }: { me: StaffMe; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  useIdleExpiry();
  return (
    <Shell>
      <Side $open={open}>
        <Top>
          <strong>{backofficeTexts.brand}</strong>
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={open}
            aria-controls="main-menu"
            onClick={() => {
              setOpen(!open);
            }}
          >
            {backofficeTexts.menu}
          </Button>
        </Top>
        <nav id="main-menu" aria-label={backofficeTexts.mainMenu}>
          <Links>
            {entriesFor(me.role).map((entry) => (
              <li key={entry.path}>
                <NavLink
                  to={entry.path}
                  onClick={() => {
                    setOpen(false);
                  }}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </Links>
          <Who>{backofficeTexts.signedInAs(me.email, roleNames[me.role])}</Who>
          <Button type="button" $variant="secondary" onClick={onSignOut}>
            {backofficeTexts.signOut}
          </Button>
        </nav>
      </Side>
      <Main>
        <Outlet />
      </Main>
    </Shell>
  );
}
