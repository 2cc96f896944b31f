/** The browser's own today, "YYYY-MM-DD" (the workshop plans in its local day). */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** A new appointment document, on a day and at a time when given (the editor fills them by role). */
export const newAppointmentPath = (formId: string, date?: string, start?: string): string => {
  const search = new URLSearchParams({ mode: 'edit', new: '1' });
  if (date) search.set('date', date);
  if (start) search.set('start', start);
  return `/documents/${formId}?${search.toString()}`;
};

/** A new estimate pre-filled from an appointment, linked to it when saved. */
export const devizFromAppointmentPath = (devizFormId: string, appointmentId: string): string => `/documents/${devizFormId}?mode=edit&new=1&from_appointment=${appointmentId}`;
