// The reminders feature's public face: the only file the app, the routes and other features import from it.
export { invalidateReminders, reminderKeys } from './api/keys';
export { useVehicleReminders } from './api/reminders';
export { ConsentsCard } from './components/consents-card';
export { ReminderItem, reminderLabel, type EstimatePath } from './components/reminder-item';
export { ReminderSettingsCard } from './components/reminder-settings-card';
export { RemindersList } from './components/reminders-list';
