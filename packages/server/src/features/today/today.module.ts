import { defineModule } from '../../modules.js';
import { appointmentsModule } from '../appointments/index.js';
import { documentsModule } from '../documents/index.js';
import { remindersModule } from '../reminders/index.js';
import { sharingModule } from '../sharing/index.js';
import { spvModule } from '../spv/index.js';
import { vehiclesModule } from '../vehicles/index.js';
import { todayRoutes } from './today.routes.js';
import { createTodayService } from './today.service.js';

/**
 * Today (issue 31): the workshop's day on the first tab, read from the features that own each
 * section through their services. It owns no table. Each section is one indexed statement
 * (EXPLAIN on PostgreSQL, docs/today.md): today's appointments by appointment_slots_day_idx, cars
 * in the workshop by vehicle_documents_business_day_idx (migration 041), estimates waiting by
 * share_sends_business_idx, SPV by the uploads' business index, reminders by their due-date indexes,
 * the last documents by documents_business_created_idx.
 */
export const todayModule = defineModule({
  name: 'today',
  apiTags: [{ name: 'today', description: "The workshop's day: appointments, cars in the workshop, estimates waiting, SPV, reminders, last documents" }],
  access: { 'GET /api/user/today': 'user' },
  create: async ({ now, use }) => {
    const [{ appointments }, { vehicles }, { waiting }, { spv }, { reminders }, { documents }] = await Promise.all([
      use(appointmentsModule),
      use(vehiclesModule),
      use(sharingModule),
      use(spvModule),
      use(remindersModule),
      use(documentsModule),
    ]);
    return { today: createTodayService({ appointments, vehicles, waiting, spv, reminders, documents, now }) };
  },
  routes: (api, { today }) => todayRoutes(api, { today }),
});
