import { invalidateAppointments } from '../features/appointments';
import { onDocumentsChanged } from '../features/documents';
import { invalidateStepData } from '../features/step-data';

// Documents is the hub and imports neither feature: what a document's save or deletion changes in
// them is said here, where the app is assembled (loaded with the providers, before any query).
onDocumentsChanged((queryClient, change) => {
  void invalidateStepData(queryClient);
  // An appointment's day and an estimate's link show in the calendar (a deletion never refreshed it).
  if (change === 'saved') void invalidateAppointments(queryClient);
});
