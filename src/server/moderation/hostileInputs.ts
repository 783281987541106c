/**
 * Hostile inputs for the hostile-input suite (hostile.test.ts): wrong types, missing fields,
 * huge strings, deep nesting, prototype-pollution keys and unicode edge cases, derived from a
 * valid-looking payload per event and per REST route.
 */
import { perGameAction } from '../../shared/games/registry.ts';
import { C2S, type ClientEventName } from '../../shared/protocol/index.ts';

export const UNICODE_EDGES = [
  '\u0000',
  '\ud800',
  '\udfff x \ud83d',
  '\u202eevil\u202c',
  '\ufeff\u200b\u200d',
  'Z\u0338\u0322\u031b'.repeat(300),
  '👨‍👩‍👧‍👦'.repeat(50),
  '\u{10FFFF}\u{E0001}',
  'ǅ ß İ ﬀ',
  '\r\n\t\u2028\u2029',
  '<script>alert(1)</script>',
  "'; drop table users; --",
];

/** Under maxHttpBufferSize (16 KB), so it reaches the schema instead of closing the socket. */
export const HUGE_STRING = 'x'.repeat(14_000);

export function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

export function deepObject(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Objects whose own keys are __proto__/constructor, as JSON.parse makes them. */
export function pollutionObjects(base: object = {}): unknown[] {
  const json = JSON.stringify(base).slice(1, -1);
  const sep = json ? ',' : '';
  return [
    JSON.parse(`{${json}${sep}"__proto__":{"polluted":"yes"}}`),
    JSON.parse(`{${json}${sep}"constructor":{"prototype":{"polluted":"yes"}}}`),
    JSON.parse(`{"__proto__":{"polluted":"yes"},"prototype":{"polluted":"yes"}${sep}${json}}`),
  ];
}

const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, 'x', '', [], {}, [{}], HUGE_STRING];

/** Payloads for an event whose valid payload is `template` (undefined for no-payload events). */
export function hostilePayloads(template: Record<string, unknown> | undefined): unknown[] {
  const out: unknown[] = [
    ...WRONG_TYPES,
    deepArray(1500),
    deepObject(800),
    ...pollutionObjects(template ?? {}),
    ...UNICODE_EDGES,
  ];
  if (!template) return out;
  out.push({ ...template, extra: 1 });
  for (const key of Object.keys(template)) {
    const { [key]: _dropped, ...missing } = template;
    out.push(missing);
    for (const wrong of WRONG_TYPES) out.push({ ...template, [key]: wrong });
    out.push({ ...template, [key]: deepObject(300) });
    if (typeof template[key] === 'string')
      for (const u of UNICODE_EDGES) out.push({ ...template, [key]: u });
    if (Array.isArray(template[key])) {
      out.push({ ...template, [key]: Array.from({ length: 5_000 }, () => 1) });
      out.push({ ...template, [key]: UNICODE_EDGES });
      out.push({ ...template, [key]: [deepArray(500)] });
    }
  }
  return out;
}

/** A valid-looking payload per client event; `other` is a socket that is not the sender's partner. */
export function templates(
  other: string,
): Record<ClientEventName, Record<string, unknown> | undefined> {
  const none = undefined;
  return {
    profileUpdate: { country: 'France', countryCode: 'FR' },
    findPartner: { interests: ['music'] },
    leave: none,
    signal: { partnerId: other, signal: { kind: 'candidate', candidate: null } },
    sendMessage: { text: 'hello' },
    nextPartner: none,
    reportUser: {
      reportedSocketId: other,
      sessionMessages: ['hello'],
      reason: 'nudity',
      evidence: { category: 'Porn', score: 0.91 },
    },
    pong: none,
    resumeMatch: { matchId: 'not-a-match' },
    peerConnected: { matchId: 'not-a-match' },
    mediaState: { mic: false, camera: true },
    blockUser: { partnerId: other },
    keepInTouch: { want: true },
    callContact: { contactId: 'not-a-contact' },
    cancelContactCall: { callId: 'not-a-call' },
    answerContactCall: { callId: 'not-a-call', accept: true },
    rateCall: { matchId: 'not-a-match', up: true },
    ageSignal: { estimate: 14 },
    // each game's actions carry a sample payload (shared/games/registry.ts)
    ...perGameAction((action) => action.sample),
  };
}

/** Payloads a template cannot derive: fields valid alone but not together, smuggled images. */
export const EXTRA_PAYLOADS: Partial<Record<ClientEventName, (other: string) => unknown[]>> = {
  reportUser: (other) => {
    const base = { reportedSocketId: other, sessionMessages: [] };
    return [
      { ...base, reason: 'under18', evidence: { category: 'Porn', score: 0.9 } },
      { ...base, evidence: { category: 'Porn', score: 0.9 } },
      { ...base, reason: 'nudity', evidence: { category: 'Neutral', score: 0.9 } },
      { ...base, reason: 'nudity', evidence: { category: 'Porn', score: 1.5 } },
      { ...base, reason: 'nudity', evidence: { category: 'Porn', score: Number.NaN } },
      { ...base, reason: 'nudity', evidence: { category: 'Porn', score: 0.9, image: 'data:' } },
      { ...base, reason: 'NUDITY' },
      { ...base, reason: 'toString' },
      { ...base, reason: '__proto__' },
      { ...base, reason: ['nudity'] },
    ];
  },
  // only a whole number of years, never an image, a descriptor or a frame
  ageSignal: () => [
    { estimate: 14.5 },
    { estimate: -1 },
    { estimate: 18 },
    { estimate: '14' },
    { estimate: 14, image: 'data:image/jpeg;base64,AAAA' },
    { estimate: 14, descriptor: [0.1, 0.2, 0.3] },
    { estimate: 14, matchId: '' },
  ],
};

export const CLIENT_EVENTS = Object.values(C2S) as ClientEventName[];

/** Raw Socket.IO/engine.io frames a hand-written client could send. */
export const RAW_FRAMES = [
  '4',
  '4garbage',
  '42',
  '42[',
  '42["sendMessage"',
  '42[{"__proto__":{"polluted":"yes"}}]',
  '42["__proto__",{}]',
  '42["constructor",{}]',
  '42["toString"]',
  '42["hasOwnProperty",1]',
  '42[null]',
  '42[1,2,3]',
  '421["sendMessage",{"text":"hi"}]',
  '43999[]',
  '451-["signal",{"_placeholder":true,"num":0}]',
  '40/nope,',
  '2',
  '6',
  '9999',
  '',
  '\u0000\ud800',
];

/** Request bodies for a JSON route. */
export function hostileBodies(): { body: string; type?: string }[] {
  const json = (v: unknown) => ({ body: JSON.stringify(v) });
  return [
    { body: '' },
    { body: 'not json' },
    { body: '{"a":' },
    { body: '['.repeat(5_000) + ']'.repeat(5_000) },
    { body: '{"a":'.repeat(3_000) + '1' + '}'.repeat(3_000) },
    { body: '{"__proto__":{"polluted":"yes"}}' },
    { body: '{"constructor":{"prototype":{"polluted":"yes"}}}' },
    { body: '{"username":"__proto__","__proto__":{"polluted":"yes"}}' },
    { body: 'x'.repeat(70 * 1024) },
    json({ username: HUGE_STRING }),
    json({ username: '\ud800abc' }),
    json({ username: 'a\u0000b' }),
    json({ username: ['alice'] }),
    json({ messages: 'hi', temperature: 'hot' }),
    json({ messages: [{ role: 'user', content: HUGE_STRING }] }),
    json({ messages: [{ role: 'user', content: '\u202e\ud800' }], temperature: 1e308 }),
    json({ messages: Array.from({ length: 5_000 }, () => ({ role: 'user', content: 'x' })) }),
    json({ messages: [{ role: '__proto__', content: 'x' }] }),
    // POST /api/age: never a real past day, so nothing may be stored
    json({ birthDate: '2001-02-30' }),
    json({ birthDate: '3000-01-01' }),
    json({ birthDate: '1850-06-01' }),
    json({ birthDate: '1990-1-1' }),
    json({ birthDate: '1990-01-01T00:00:00Z' }),
    json({ birthDate: 19900101 }),
    json({ birthDate: ['1990-01-01'] }),
    json({ birthDate: '1990-01-01', extra: 1 }),
    json({ birthDate: '\u0661\u0669\u0669\u0660-01-01' }),
    json({ birthDate: HUGE_STRING }),
    json([1, 2, 3]),
    json(null),
    json('string'),
    { body: 'a=1&__proto__[polluted]=yes', type: 'application/x-www-form-urlencoded' },
    {
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      type: 'multipart/form-data; boundary=x',
    },
    { body: 'hello', type: 'text/plain' },
    { body: '{}', type: 'application/json; charset=utf-7' },
  ];
}

export const HOSTILE_QUERIES = [
  '',
  '?limit=-1',
  '?limit=1e309&cursor=',
  '?scope=__proto__&seasonId=constructor',
  '?scope=seasonal&seasonId=9999-99',
  `?cursor=${'A'.repeat(5_000)}`,
  '?seasonId[]=1&seasonId[]=2&scope=all_time&scope=seasonal',
  '?__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
  '?season=%00%ud800',
  '?%zz=%E0%A4%A',
  '?code=x&state=y&error=access_denied',
];

export const HOSTILE_SEGMENTS = [
  'google',
  '__proto__',
  'constructor',
  '%00',
  'x'.repeat(2_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '%E0%A4%A',
];
