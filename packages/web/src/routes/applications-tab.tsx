import { Stack } from '@mantine/core';
import { ApplicationsPanel } from '../features/applications';
import { TrialOverNotice, useTrialOver } from '../features/billing';
import { SubmissionCountText } from '../features/documents';

/**
 * The Applications tab: the applications feature, with each card's document count from documents;
 * past the trial, the notice first, before a card is opened to type a document (issue 28).
 */
export const ApplicationsTab = () => {
  const trialOver = useTrialOver();
  return (
    <Stack gap="lg">
      {trialOver && <TrialOverNotice />}
      <ApplicationsPanel SubmissionCount={SubmissionCountText} />
    </Stack>
  );
};
