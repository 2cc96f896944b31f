import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageDto, ContactMessagesResponse, ErrorBody } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeAdmin, makeUser } from '../../test/factories.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds())('contact messages on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  const send = (json: unknown) => httpClient(t.url).request<{ id: string } & ErrorBody>('POST', '/api/contact', { json });
  const inbox = (query = '') => admin.client.request<ContactMessagesResponse & ErrorBody>('GET', `/api/contact-messages${query}`, { token: admin.token });
  const message = { name: 'Ion Pop', email: 'Ion.Pop@Service-Auto.ro', subject: 'Ofertă', message: 'Aș dori o ofertă pentru 4 aplicații.' };

  beforeAll(async () => {
    t = await startTestApp({ kind });
    admin = await makeAdmin(t);
  });
  afterAll(async () => t.close());

  it('stores a message from anyone; the admin sees it unread, then marks it read', async () => {
    const sent = await send(message);
    expect(sent.status).toBe(201);
    const unread = await inbox('?unread=true');
    expect(unread.status).toBe(200);
    expect(unread.body.unread).toBe(1);
    expect(unread.body.messages[0]).toMatchObject({ id: sent.body.id, name: 'Ion Pop', email: 'ion.pop@service-auto.ro', subject: 'Ofertă', read_at: null });

    const read = await admin.client.request<ContactMessageDto>('POST', `/api/contact-messages/${sent.body.id}/read`, { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.read_at).not.toBeNull();
    const again = await admin.client.request<ContactMessageDto>('POST', `/api/contact-messages/${sent.body.id}/read`, { token: admin.token });
    expect(again.body.read_at).toBe(read.body.read_at);
    expect((await inbox()).body).toMatchObject({ total: 1, unread: 0 });
    expect((await inbox('?unread=true')).body.messages).toEqual([]);
  });

  it('lists every invalid field', async () => {
    const res = await send({ name: ' ', email: 'not-an-email', subject: '', message: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body.error.details?.map((d) => d.path).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('limits messages per address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send({ ...message, subject: `Mesaj ${i}` })).status);
    // One message was sent by the first test from the same address.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it('keeps the inbox for admins: a user gets 403, an unknown message 404', async () => {
    const user = await makeUser(t);
    expect((await user.client.request('GET', '/api/contact-messages', { token: user.token })).status).toBe(403);
    expect((await admin.client.request('POST', '/api/contact-messages/0123456789abcdef01234567/read', { token: admin.token })).status).toBe(404);
  });
});
