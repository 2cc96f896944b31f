import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, VideoWeekResponse } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { catalogDefinition } from '../../pdf/test-support/samples.js';
import { createFormsService } from '../forms/forms.service.js';
import { grantAccess } from '../forms/forms.repo.js';

const project = ({ name, due, priority = 'normal', status = 'new' }: { name: string; due: string; priority?: string; status?: string }) => ({
  company: { date: '2026-11-20', name: 'Studio Cadru SRL', cui: 'RO18547290', address: 'Str. Fabricii 3, Cluj-Napoca' },
  client: { type: 'pf', name: 'Ioana Pop' },
  project: { name, type: 'wedding', status, priority, due_date: due, duration: 12 },
  deliverables: { items: [{ description: 'Film integral', price: 1800 }] },
});

describe.each(databaseKinds())('video planner on %s', (kind) => {
  let t: TestApp;
  let formId: string;

  beforeAll(async () => {
    t = await startTestApp({ kind });
    t.clock.set(new Date('2026-11-26T09:00:00Z'));
    formId = (await createFormsService({ db: t.database.db, now: t.clock.now }).publish(catalogDefinition('proiect-montaj-video.json'))).id;
  });
  afterAll(async () => t.close());

  const call = userCall;
  const save = (user: TestUser, data: ReturnType<typeof project>) => makeDocument({ user, formId, data });

  it('shows the week by due date then priority, marks the overdue ones, and changes a status; another business sees none', async () => {
    const a = await makeUser(t);
    await grantAccess(t.database.db, a.businessId, formId);
    const b = await makeUser(t);
    await save(a, project({ name: 'Nunta Ioana', due: '2026-12-02', priority: 'normal' }));
    await save(a, project({ name: 'Spot Dacia', due: '2026-12-02', priority: 'urgent' }));
    await save(a, project({ name: 'Botez Luca', due: '2026-11-30', priority: 'low' }));
    const late = await save(a, project({ name: 'Reels firmă', due: '2026-11-20', priority: 'high', status: 'in_progress' }));
    await save(a, project({ name: 'Livrat deja', due: '2026-11-10', status: 'delivered' }));
    await save(a, project({ name: 'Luna viitoare', due: '2027-01-15' }));

    const week = await call<VideoWeekResponse>(a, 'GET', '/api/user/video-projects?from=2026-11-30&to=2026-12-06');
    expect(week.status).toBe(200);
    expect(week.body.form_id).toBe(formId);
    expect(week.body.projects.map((p) => [p.project, p.due_date, p.priority, p.overdue])).toEqual([
      ['Reels firmă', '2026-11-20', 'high', true],
      ['Botez Luca', '2026-11-30', 'low', false],
      ['Spot Dacia', '2026-12-02', 'urgent', false],
      ['Nunta Ioana', '2026-12-02', 'normal', false],
    ]);
    expect(week.body.projects[0]).toMatchObject({ client: 'Ioana Pop', type: 'wedding', status: 'in_progress', duration: 12 });

    const member = await makeMember(t, a);
    expect((await call(member, 'POST', `/api/user/video-projects/${late.id}/status`, { status: 'delivered' })).status).toBe(204);
    const after = await call<VideoWeekResponse>(a, 'GET', '/api/user/video-projects?from=2026-11-30&to=2026-12-06');
    expect(after.body.projects.map((p) => p.project)).toEqual(['Botez Luca', 'Spot Dacia', 'Nunta Ioana']);
    expect((await call<DocumentDto>(a, 'GET', `/api/user/completed_forms/${late.id}`)).body.data.project).toMatchObject({ status: 'delivered' });

    expect((await call(a, 'POST', `/api/user/video-projects/${late.id}/status`, { status: 'lost' })).status).toBe(400);
    const theirs = await call<VideoWeekResponse>(b, 'GET', '/api/user/video-projects?from=2026-11-30&to=2026-12-06');
    expect(theirs.body).toEqual({ form_id: null, projects: [] });
    expect((await call(b, 'POST', `/api/user/video-projects/${late.id}/status`, { status: 'new' })).status).toBe(404);
    expect((await call(a, 'GET', '/api/user/video-projects?from=2026-12-06&to=2026-11-30')).status).toBe(400);
  });
});
