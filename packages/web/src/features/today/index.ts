// The today feature's public face (issue 31): the only file the app, the routes and other features import from it.
// The workshop's day on the dashboard's first tab, from GET /api/user/today.
export { invalidateToday, todayKeys, todayQuery, useToday } from './api/today';
export { TodayPanel } from './components/today-panel';
