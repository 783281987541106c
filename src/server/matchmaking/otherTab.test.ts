import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticePayload } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

function notices(socket: AppClientSocket): NoticePayload[] {
  const seen: NoticePayload[] = [];
  socket.on('notice', (n) => seen.push(n));
  return seen;
}

describe('one person searching in two tabs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('the second tab is told, with a code; a different person is not', async () => {
    const { token } = await server.guest();
    const tab1 = server.connect(token);
    const tab2 = server.connect(token);
    await Promise.all([connected(tab1), connected(tab2)]);
    const seen1 = notices(tab1);
    expect(await ack(tab1, 'findPartner', { interests: ['two-tabs'] })).toEqual({ ok: true });
    const told = nextEvent<NoticePayload>(tab2, 'notice');
    expect(await ack(tab2, 'findPartner', { interests: ['two-tabs-b'] })).toEqual({ ok: true });
    expect(await told).toEqual({
      code: 'openInAnotherTab',
      message:
        'You are also searching or in a chat in another tab. Close one of them, so you are not matched twice.',
    });
    expect(seen1).toEqual([]);

    // someone else searching is no second tab of anyone
    const other = server.connect((await server.guest()).token);
    await connected(other);
    const seenOther = notices(other);
    await ack(other, 'findPartner', { interests: ['two-tabs-c'] });
    await ack(other, 'leave');
    expect(seenOther).toEqual([]);

    // once the first tab stopped, searching again in the second is no news
    await ack(tab1, 'leave');
    await ack(tab2, 'leave');
    const seen2 = notices(tab2);
    await ack(tab2, 'findPartner', { interests: ['two-tabs-b'] });
    await ack(tab2, 'leave');
    expect(seen2).toEqual([]);
    for (const s of [tab1, tab2, other]) s.disconnect();
  });
});
