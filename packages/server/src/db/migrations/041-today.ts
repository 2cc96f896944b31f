/**
 * Issue 31, "Today": where a booked car stands on the day and what the Today screen reads fast.
 *
 * appointment_progress: the workshop's marks on an appointment while the car is there: when it
 * arrived and when work on it started. Kept beside the appointment (not in its document: these
 * are the day's bookkeeping, not what was agreed with the customer, and marking them must not
 * make a new version of the document); "done" is the document's own status (`appointment.status`
 * completed), as before. The row goes with the document.
 *
 * vehicle_documents_business_day_idx: Today's "cars in the workshop" walks the business's car
 * documents of the last weeks, newest first (the directory's other indexes go by car or plate).
 */
export default /* sql */ `
create table appointment_progress (
  document_id char(24) primary key references documents(id) on delete cascade,
  business_id char(24) not null references businesses(id) on delete cascade,
  arrived_at timestamptz null,
  started_at timestamptz null,
  updated_by char(24) null references users(id) on delete set null,
  updated_at timestamptz not null
);
create index appointment_progress_business_idx on appointment_progress (business_id);

create index vehicle_documents_business_day_idx on vehicle_documents (business_id, day desc, created_at desc);
`;
