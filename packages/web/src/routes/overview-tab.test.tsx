import { DEFAULT_WEEK } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callKeys } from '../test/fetch-calls';
import { jsonResponse, mockApi, renderUi } from '../test/render-app';
import { signedInEachTest } from '../test/signed-in';
import { memberMe, ownerMe } from '../test/team-fixtures';
import { OverviewTab } from './overview-tab';

const EMPTY_DAY = { date: '2026-12-02', appointments: [], workshop: { results: [], total: 0 }, waiting: { results: [], total: 0 }, spv: [], reminders: null, recent: [] };
const FIRST_STEPS = 'GET /api/user/first-steps';
const WORKING_HOURS = 'GET /api/user/working-hours';

const dayApi = ({ me = ownerMe, profileFilled = false, hoursSet = false } = {}) =>
  mockApi({
    'GET /api/user/me': () => jsonResponse(200, me),
    'GET /api/user/today?locale=en': () => jsonResponse(200, EMPTY_DAY),
    [FIRST_STEPS]: () => jsonResponse(200, { profile_filled: profileFilled, document_saved: false, dismissed: false }),
    [WORKING_HOURS]: () => jsonResponse(200, { configured: hoursSet, days: DEFAULT_WEEK }),
  });

const setup = () => screen.queryByRole('region', { name: 'To complete' });

describe('Today for a new owner (issue 31): the setup as one line each, the forms on /profile', () => {
  signedInEachTest(ownerMe.id);

  it('says what is missing and leads to where it is set, without the working hours form', async () => {
    dayApi();
    renderUi(<OverviewTab />);
    const lines = within(await screen.findByRole('region', { name: 'To complete' }));
    await waitFor(() => expect(lines.getAllByRole('listitem')).toHaveLength(2));
    expect(lines.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'The company profile is not filled in.Fill in the profile',
      'The working hours are not set.Set the hours',
    ]);
    expect(lines.getByRole('link', { name: 'Fill in the profile' }).getAttribute('href')).toBe('/profile');
    expect(lines.getByRole('link', { name: 'Set the hours' }).getAttribute('href')).toBe('/profile#working-hours');
    await screen.findByRole('heading', { name: "Today's appointments" });
    expect(screen.queryByRole('button', { name: 'Save working hours' })).toBeNull();
    // A new account's last documents: the way to the first one.
    const recent = within((await screen.findByRole('heading', { name: 'Last documents' })).closest('section')!);
    expect(recent.getByRole('link', { name: 'Open the applications' }).getAttribute('href')).toBe('/dashboard?tab=applications');
  });

  it('shows only what is still missing, and nothing once all is set', async () => {
    dayApi({ profileFilled: true });
    const view = renderUi(<OverviewTab />);
    const lines = within(await screen.findByRole('region', { name: 'To complete' }));
    expect(lines.getAllByRole('listitem').map((line) => line.textContent)).toEqual(['The working hours are not set.Set the hours']);
    view.unmount();

    const fetchMock = dayApi({ profileFilled: true, hoursSet: true });
    renderUi(<OverviewTab />);
    await screen.findByRole('heading', { name: "Today's appointments" });
    await waitFor(() => expect(callKeys(fetchMock)).toEqual(expect.arrayContaining([FIRST_STEPS, WORKING_HOURS])));
    expect(setup()).toBeNull();
  });

  it("asks a member nothing of the owner's setup", async () => {
    const fetchMock = dayApi({ me: memberMe() });
    renderUi(<OverviewTab />);
    await screen.findByRole('heading', { name: "Today's appointments" });
    await screen.findByText(/signed in as mihai@example.ro/);
    expect(setup()).toBeNull();
    expect(callKeys(fetchMock)).not.toContain(FIRST_STEPS);
    expect(callKeys(fetchMock)).not.toContain(WORKING_HOURS);
  });
});
