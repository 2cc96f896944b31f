// The video-planner feature's public face: the only file the app, the routes and other features import from it.
export { invalidateVideoProjects, videoProjectKeys } from './api/keys';
export { useVideoWeek } from './api/video-projects';
export { VideoWeek } from './components/video-week';
