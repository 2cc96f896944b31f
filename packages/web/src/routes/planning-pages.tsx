// /appointments and /video-planner: the two planning calendars behind one lazy import, so the first
// visit's route table (app-routes.tsx, in the entry chunk) carries one preload list for both.
import { useLocation } from 'react-router';
import { AppointmentsPage } from './appointments-page';
import { VideoPlannerPage } from './video-planner-page';

export const PlanningPage = () => (useLocation().pathname.startsWith('/video-planner') ? <VideoPlannerPage /> : <AppointmentsPage />);
