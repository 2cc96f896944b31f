/** Appointments (issue 16). */
export const APPOINTMENTS_ERRORS = {
  // An unknown appointment (or another business's).
  appointment_not_found: 404,
  // Saving would pass the day's available hours without the user's confirmation (details: the figures).
  overbooked: 409,
  // The appointment's day is a public holiday, a closed day or not a working weekday (details: why).
  non_working_day: 422,
  // The start time does not exist that day in Romania: the night clocks go forward (last Sunday of March, 03:00–03:59).
  nonexistent_time: 422,
  // The confirmation e-mail could not be sent (SMTP down); nothing was recorded, try again.
  confirmation_mail_failed: 502,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const APPOINTMENTS_MESSAGES: Record<keyof typeof APPOINTMENTS_ERRORS, string> = {
  appointment_not_found: 'Appointment not found',
  overbooked: "This booking would exceed the day's available hours",
  non_working_day: 'The workshop does not work on this day: pick another date',
  nonexistent_time: 'This time does not exist that day (the clocks go forward an hour): pick another time',
  confirmation_mail_failed: 'The confirmation e-mail could not be sent: try again later',
};
