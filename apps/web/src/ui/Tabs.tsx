// Tabs that split a long screen (docs/design.md#clarity: one selector drives a
// screen, long screens split into tabs). The chosen tab lives in the address's
// `aba` parameter, so a link or a reload opens the same one.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const Tab = styled.button`
  flex: 1 0 auto;
  min-height: ${({ theme }) => theme.touch};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export interface TabEntry<Id extends string = string> {
  /** The tab in the code. */
  id: Id;
  /** Its value of `aba` in the address: pt-BR, as a shared link reads (docs/product.md). */
  slug: string;
  label: string;
}

/** The tab chosen in the address, or the first. */
export function useTab<Id extends string>(
  tabs: readonly [TabEntry<Id>, ...TabEntry<Id>[]],
): [Id, (id: Id) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('aba');
  const current = (tabs.find((tab) => tab.slug === asked) ?? tabs[0]).id;
  const choose = (id: Id) => {
    const slug = tabs.find((tab) => tab.id === id)?.slug;
    if (slug === undefined) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('aba', slug);
        return next;
      },
      { replace: true },
    );
  };
  return [current, choose];
}

interface TabsProps<Id extends string> {
  label: string;
  tabs: readonly TabEntry<Id>[];
  current: Id;
  onChoose: (id: Id) => void;
  children: ReactNode;
}

export function Tabs<Id extends string>({
  label,
  tabs,
  current,
  onChoose,
  children,
}: TabsProps<Id>) {
  return (
    <>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => {
              onChoose(tab.id);
            }}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (step === 0) return;
              const next = tabs[(index + step + tabs.length) % tabs.length];
              if (!next) return;
              onChoose(next.id);
              document.getElementById(`tab-${next.id}`)?.focus();
            }}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`}>
        {children}
      </div>
    </>
  );
}
