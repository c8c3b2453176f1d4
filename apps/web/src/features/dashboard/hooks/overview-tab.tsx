import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export const overviewTabs = ['projects', 'pending', 'expired', 'ending'] as const;
export type OverviewTab = (typeof overviewTabs)[number];

type OverviewTabState = {
  tab: OverviewTab;
  setTab: (tab: OverviewTab) => void;
  /** Bumped each time another widget asks for a tab, so the overview scrolls into view. */
  requested: number;
  request: (tab: OverviewTab) => void;
};

const OverviewTabContext = createContext<OverviewTabState | null>(null);

/**
 * The overview's open tab lives above the grid: the expired-documents count opens the overview's
 * Expired tab (000 §2), and a layout change that remounts the overview keeps the tab it was on.
 */
export function OverviewTabProvider({ children }: { children: ReactNode }) {
  const [tab, setTab] = useState<OverviewTab>('projects');
  const [requested, setRequested] = useState(0);
  const value = useMemo<OverviewTabState>(
    () => ({
      tab,
      setTab,
      requested,
      request: (next) => {
        setTab(next);
        setRequested((count) => count + 1);
      },
    }),
    [tab, requested],
  );
  return <OverviewTabContext.Provider value={value}>{children}</OverviewTabContext.Provider>;
}

export function useOverviewTab(): OverviewTabState {
  const state = useContext(OverviewTabContext);
  if (!state) throw new Error('useOverviewTab is only available inside OverviewTabProvider');
  return state;
}
