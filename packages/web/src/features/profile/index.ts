// The profile feature's public face: the only file the app, the routes and other features import from it.
export { useProfile } from './api/get-profile';
export { profileKeys } from './api/keys';
export { ProfileForm } from './components/profile-form';
export { useProfilePrompt } from './use-profile-prompt';
