/** Appointments (issue 16). */
export const APPOINTMENTS_ERRORS = {
  // An unknown appointment (or another business's).
  appointment_not_found: 404,
  // Saving would pass the day's available hours without the user's confirmation (details: the figures).
  overbooked: 409,
  // The appointment's day is a public holiday, a closed day or not a working weekday (details: why).
  non_working_day: 422,
  // The confirmation e-mail could not be sent (SMTP down); nothing was recorded, try again.
  confirmation_mail_failed: 502,
} as const;
