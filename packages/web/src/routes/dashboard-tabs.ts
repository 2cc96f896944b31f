import type { ParseKeys } from 'i18next';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { OwnerOnly, type Permission } from '../features/account';
import { HistoryTab } from './history-tab';
import { DataPanel } from '../features/step-data';
import { InvoiceStatisticsPanel, StatisticsTab } from '../features/statistics';
import { ReceivedTab, WhenSpvConfigured } from '../features/spv';
import { lazyPage } from '../lib/lazy-page';
import { ApplicationsTab } from './applications-tab';
import { OverviewTab } from './overview-tab';

// The registry's tab (issue 18) is loaded when first opened.
const AutopassTab = lazyPage(() => import('./autopass-tab').then((m) => m.AutopassTab));
// Tags and reminders (issue 17): their own chunk.
const RemindersTab = lazyPage(() => import('./reminders-tab').then((m) => m.RemindersTab));
// The customer directory (issue 31): its own chunk.
const CustomersTab = lazyPage(() => import('./customers-tab').then((m) => m.CustomersTab));

/** permission: a tab only some members may see (issue 14); the others get no tab header for it. */
/** A member whom the owner has not allowed the statistics gets the explanation instead (opened by URL). */
const ownerOnlyStatistics = (Panel: ComponentType): ComponentType => {
  const Guarded = () => createElement(OwnerOnly, { permission: 'statistics', action: 'statistics', children: createElement(Panel) });
  return Guarded;
};

/** Gate: wraps the tab's header, showing it only when its feature applies (SPV configured on this server). */
export type DashboardTab = { value: string; label: ParseKeys; Panel: ComponentType; permission?: Permission; Gate?: ComponentType<{ children: ReactNode }> };

/**
 * The dashboard's sub-views, selected by ?tab=. A tab appears only once its feature exists; each
 * new feature (applications, history, statistics…) adds one entry here.
 */
export const DASHBOARD_TABS: readonly [DashboardTab, ...DashboardTab[]] = [
  { value: 'dashboard', label: 'today.tab', Panel: OverviewTab },
  { value: 'applications', label: 'dashboard.tabs.applications', Panel: ApplicationsTab },
  { value: 'history', label: 'dashboard.tabs.history', Panel: HistoryTab },
  { value: 'data', label: 'dashboard.tabs.data', Panel: DataPanel },
  { value: 'statistics', label: 'dashboard.tabs.statistics', Panel: ownerOnlyStatistics(StatisticsTab), permission: 'statistics' },
  { value: 'invoice-statistics', label: 'dashboard.tabs.invoiceStatistics', Panel: ownerOnlyStatistics(InvoiceStatisticsPanel), permission: 'statistics' },
  { value: 'autopass', label: 'dashboard.tabs.autopass', Panel: AutopassTab },
  { value: 'reminders', label: 'reminders.tab', Panel: RemindersTab },
  { value: 'received', label: 'spv.received.tab', Panel: ReceivedTab, Gate: WhenSpvConfigured },
  { value: 'customers', label: 'customers.tab', Panel: CustomersTab },
];

export const tabFor = (value: string | null): DashboardTab =>
  DASHBOARD_TABS.find((tab) => tab.value === value) ?? DASHBOARD_TABS[0];
