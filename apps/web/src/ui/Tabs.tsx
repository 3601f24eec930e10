// Tabs that split a long screen (docs/design.md#clarity: one selector drives a
// screen, long screens split into tabs). The chosen tab lives in the address's
// `aba` parameter, so a link or a reload opens the same one.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

/*
 * Four tabs of 14-px type fit a 360-px phone (16-px type cut the last one at
 * the edge). Should a row still not fit, it scrolls and shows it: a shadow at
 * the right edge, covered by a patch of the row's own colour that travels
 * with the content (background-attachment: local) and so hides the shadow
 * once the row's end is in sight, or when it fits.
 */
const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.full};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  background:
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 40%, transparent) right / 32px
      100% no-repeat local,
    radial-gradient(farthest-side at 100% 50%, ${({ theme }) => theme.colors.muted}, transparent)
      right / 12px 100% no-repeat scroll,
    ${({ theme }) => theme.colors.surface};
`;

const Tab = styled.button`
  flex: 1 0 auto;
  min-height: ${({ theme }) => theme.touch};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.type.sm};
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
  /** Its value of `aba` in the address: pt-BR, as a shared link reads (docs/product/). */
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
