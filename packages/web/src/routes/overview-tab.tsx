import { Stack } from '@mantine/core';
import { useState } from 'react';
import { AccountGlance, useStanding } from '../features/account';
import { FirstStepsCard } from '../features/profile';
import { PlanningLinks, WorkingHoursCard, useWorkingHours } from '../features/appointments';
import { useForms } from '../features/applications';
import { TodayPanel } from '../features/today';
import { VehiclesLink } from '../features/vehicles';

/**
 * The dashboard's first tab, Today (issue 31): the workshop's day. The owner's setup (first steps,
 * working hours) shows above it only while something is missing; it lives with the settings
 * (the company profile, the account page).
 */
export const OverviewTab = () => {
  const standing = useStanding();
  const owner = standing !== undefined && standing.role !== 'member';
  const forms = useForms();
  const hours = useWorkingHours();
  const has = (key: string) => forms.data?.some((form) => form.key === key) === true;
  // The working hours show while unset; once shown they stay for this visit, so that saving them
  // says so there (the next visit finds them with the company profile).
  const hoursUnset = owner && hours.data?.configured === false;
  const [settingHours, setSettingHours] = useState(false);
  // React's way to remember something from an earlier render: set while rendering, once.
  if (hoursUnset && !settingHours) setSettingHours(true);
  return (
    <Stack gap="lg">
      <AccountGlance />
      {owner && <FirstStepsCard />}
      {(hoursUnset || settingHours) && <WorkingHoursCard readOnly={false} />}
      <TodayPanel />
      <VehiclesLink />
      <PlanningLinks appointments={has('programare-interna-service')} video={has('proiect-montaj-video')} />
    </Stack>
  );
};
