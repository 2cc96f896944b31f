// The app's own pages (/dashboard, /documents/…, /admin/…) and the ones opened from an e-mail's link
// (an invitation, a confirmation): a chunk of their own, fetched once a visit leaves the public
// site. A first visit to the site downloads neither this table nor each page's preload list in it.
import { Navigate, Route, Routes, useParams } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { guarded, RouteGuard } from './guards/route-guard';

const DashboardPage = lazyPage(() => import('../routes/dashboard-page').then((m) => m.DashboardPage));
const AccountPage = lazyPage(() => import('../routes/account-page').then((m) => m.AccountPage));
const ConfirmEmailPage = lazyPage(() => import('../routes/confirm-email-page').then((m) => m.ConfirmEmailPage));
const DeleteAccountPage = lazyPage(() => import('../routes/delete-account-page').then((m) => m.DeleteAccountPage));
const PersonalizationPage = lazyPage(() => import('../routes/personalization-page').then((m) => m.PersonalizationPage));
const ProfilePage = lazyPage(() => import('../routes/profile-page').then((m) => m.ProfilePage));
const TeamPage = lazyPage(() => import('../routes/team-page').then((m) => m.TeamPage));
const PlanningPage = lazyPage(() => import('../routes/planning-pages').then((m) => m.PlanningPage));
const AcceptInvitationPage = lazyPage(() => import('../routes/accept-invitation-page').then((m) => m.AcceptInvitationPage));
const DocumentPage = lazyPage(() => import('../routes/document-page').then((m) => m.DocumentPage));
const PublicDocStepsPage = lazyPage(() => import('../routes/public-doc-steps-page').then((m) => m.PublicDocStepsPage));
const PublicSubmissionPage = lazyPage(() => import('../routes/public-submission-page').then((m) => m.PublicSubmissionPage));
const AdminLoginPage = lazyPage(() => import('../routes/admin-login-page').then((m) => m.AdminLoginPage));
const AdminDashboardPage = lazyPage(() => import('../routes/admin-dashboard-page').then((m) => m.AdminDashboardPage));
const DirectoryPage = lazyPage(() => import('../routes/directory-pages').then((m) => m.DirectoryPage));

/** SPEC §2: /documents/{id} is the editor for an account, the public steps for anyone else. */
const DocumentRoute = () => {
  const { id = '' } = useParams();
  return (
    <RouteGuard access="user-or-public-form" publicTwin={(otherwise) => <PublicDocStepsPage formId={id} notPublicRedirect={otherwise} />}>
      <DocumentPage />
    </RouteGuard>
  );
};

/** The rest of the route table (SPEC §2), below app-routes.tsx's; an unknown path goes home. */
export const SignedInRoutes = () => (
  <Routes>
    <Route path="dashboard" element={guarded('user', DashboardPage)} />
    <Route path="personalization" element={guarded('user', PersonalizationPage)} />
    <Route path="account" element={guarded('user', AccountPage)} />
    <Route path="account/delete/:token" element={guarded('public', DeleteAccountPage)} />
    <Route path="confirm-email" element={guarded('public', ConfirmEmailPage)} />
    <Route path="profile" element={guarded('user', ProfilePage)} />
    <Route path="team" element={guarded('user', TeamPage)} />
    <Route path="appointments" element={guarded('user', PlanningPage)} />
    <Route path="video-planner" element={guarded('user', PlanningPage)} />
    <Route path="vehicles" element={guarded('user', DirectoryPage)} />
    <Route path="vehicles/:id" element={guarded('user', DirectoryPage)} />
    <Route path="user/accept/:token" element={guarded('public', AcceptInvitationPage)} />
    <Route path="documents/:id" element={<DocumentRoute />} />
    <Route path="customers/:id" element={guarded('user', DirectoryPage)} />
    <Route path="public-doc-steps/:publicId" element={guarded('public', PublicDocStepsPage)} />
    <Route path="public-submissions/:submissionId" element={guarded('public', PublicSubmissionPage)} />
    <Route path="admin">
      <Route path="login" element={guarded('admin-guest', AdminLoginPage)} />
      <Route path="dashboard" element={guarded('admin', AdminDashboardPage)} />
      <Route index element={<Navigate to="/admin/login" replace />} />
      <Route path="*" element={<Navigate to="/admin/login" replace />} />
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </Routes>
);
