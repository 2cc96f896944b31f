import { ApplicationsPanel } from '../features/applications';
import { SubmissionCountText } from '../features/documents';

/** The Applications tab: the applications feature, with each card's document count from documents. */
export const ApplicationsTab = () => <ApplicationsPanel SubmissionCount={SubmissionCountText} />;
