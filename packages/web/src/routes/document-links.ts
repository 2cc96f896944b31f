import { invalidateAppointments } from '../features/appointments';
import { onDocumentsChanged } from '../features/documents';
import { invalidateSpv } from '../features/spv';
import { invalidateStepData } from '../features/step-data';
import { invalidateVehicles } from '../features/vehicles';

// Documents is the hub and imports neither feature: what a document's save or deletion changes in
// them is said here, by the routes that show the editor and the History tab (document-slots.tsx
// loads this before either renders: they are the only screens that save or delete a document).
// Not in app/: the first page's JavaScript would carry it for visits that never save one.
onDocumentsChanged((queryClient, change) => {
  void invalidateStepData(queryClient);
  // An appointment's day and an estimate's link show in the calendar (a deletion never refreshed it).
  if (change === 'saved') void invalidateAppointments(queryClient);
  // A saved invoice may start an upload to SPV (automatic mode), a deleted one leaves the list to send.
  void invalidateSpv(queryClient);
  // A save or deletion places its car in the vehicle directory (issue 31).
  void invalidateVehicles(queryClient);
});
