import { ApplicationsPanel } from '../features/applications/components/applications-panel';
import { SubmissionCountText } from '../features/documents/components/submission-count-text';

/** The Applications tab: the applications feature, with each card's document count from documents. */
export const ApplicationsTab = () => <ApplicationsPanel SubmissionCount={SubmissionCountText} />;
