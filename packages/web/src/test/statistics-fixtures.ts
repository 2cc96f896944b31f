import type { FinanceResponse, FleetStatsResponse, InvoiceStatisticsResponse, ServiceStatisticsResponse, StatisticsRangeDto } from '@atelier/core';

const MARCH: StatisticsRangeDto = { start_date: '2026-03-01', end_date: '2026-03-31' };
const money0 = { documents: 0, revenue: '0.00' };

/** A service-statistics answer of three estimates in March 2026; overrides replace whole fields. */
export const makeServiceStatistics = (overrides: Partial<ServiceStatisticsResponse> = {}): ServiceStatisticsResponse => ({
  empty: false,
  range: MARCH,
  documents: 3,
  revenue: '1207.11',
  average_value: '402.37',
  client_types: { individual: { documents: 2, revenue: '707.11' }, corporate: { documents: 1, revenue: '500.00' }, unspecified: money0 },
  service_days: { average: 2.5, documents: 2 },
  top_makes: [
    { name: 'Dacia', documents: 2, revenue: '707.11' },
    { name: 'Škoda', documents: 1, revenue: '500.00' },
  ],
  top_reasons: [{ name: 'Revizie', documents: 3 }],
  monthly: [{ month: '2026-03', documents: 3, revenue: '1207.11', average_value: '402.37' }],
  parts_vs_labor: { parts: '807.11', labor: '400.00' },
  top_parts: { by_count: [{ name: 'Filtru ulei', count: 3, value: '136.50' }], by_value: [{ name: 'Filtru ulei', count: 3, value: '136.50' }] },
  top_labor: { by_count: [{ name: 'Schimb ulei', count: 2, value: '200.00' }], by_value: [{ name: 'Schimb ulei', count: 2, value: '200.00' }] },
  ...overrides,
});

export const emptyServiceStatistics = (range: StatisticsRangeDto = MARCH): ServiceStatisticsResponse =>
  makeServiceStatistics({
    empty: true,
    range,
    documents: 0,
    revenue: '0.00',
    average_value: null,
    client_types: { individual: money0, corporate: money0, unspecified: money0 },
    service_days: { average: null, documents: 0 },
    top_makes: [],
    top_reasons: [],
    monthly: [],
    parts_vs_labor: { parts: '0.00', labor: '0.00' },
    top_parts: { by_count: [], by_value: [] },
    top_labor: { by_count: [], by_value: [] },
  });

export const makeInvoiceStatistics = (overrides: Partial<InvoiceStatisticsResponse> = {}): InvoiceStatisticsResponse => ({
  empty: false,
  range: MARCH,
  income: '12345.60',
  customers: 4,
  invoices: 5,
  average_invoice: '2469.12',
  highest_invoice: '5000.00',
  items_per_invoice: 2.4,
  by_status: [
    { status: 'paid', label: 'paid', invoices: 3, income: '9000.00' },
    { status: 'unpaid', label: 'Neachitată', invoices: 1, income: '3000.00' },
    { status: 'în litigiu', label: 'în litigiu', invoices: 1, income: '345.60' },
  ],
  weekly: [{ week_start: '2026-03-02', invoices: 5, income: '12345.60' }],
  monthly: [{ month: '2026-03', invoices: 5, income: '12345.60' }],
  top_services: { by_count: [{ name: 'Diagnoză', count: 5, value: '750.00' }], by_value: [{ name: 'Diagnoză', count: 5, value: '750.00' }] },
  top_clients: [{ name: 'Transport Rapid SRL', invoices: 2, income: '7000.00' }],
  retention: { rate: 0.5, previous_customers: 4, returning_customers: 2, previous_range: { start_date: '2026-01-29', end_date: '2026-02-28' } },
  ...overrides,
});

export const makeFleetStats = (overrides: Partial<FleetStatsResponse> = {}): FleetStatsResponse => ({
  empty: false,
  range: MARCH,
  plate: null,
  totals: { records: 3, income: '3000.00', expense: '1200.50', yield: '1799.50' },
  monthly: [{ month: '2026-03', income: '3000.00', expense: '1200.50', yield: '1799.50' }],
  cars: [
    { plate: 'CJ01XYZ', records: 2, income: '3000.00', expense: '200.50', yield: '2799.50' },
    { plate: 'B22ABC', records: 1, income: '0.00', expense: '1000.00', yield: '-1000.00' },
  ],
  plates: ['B22ABC', 'CJ01XYZ'],
  ...overrides,
});

export const makeFinance = (overrides: Partial<FinanceResponse> = {}): FinanceResponse => ({
  empty: false,
  range: MARCH,
  category: null,
  records: 4,
  income: '5000.00',
  expenses: '1750.25',
  balance: '3249.75',
  by_category: [
    { category: 'service', label: 'Service și reparații', records: 3, income: '5000.00', expenses: '750.25', balance: '4249.75' },
    { category: '', label: '', records: 1, income: '0.00', expenses: '1000.00', balance: '-1000.00' },
  ],
  categories: [
    { value: 'fuel', label: 'Combustibil' },
    { value: 'service', label: 'Service și reparații' },
  ],
  ...overrides,
});
