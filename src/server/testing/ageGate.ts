/** A date of birth that passes the 18+ gate for as long as these tests live. */
export const ADULT_BIRTH_DATE = '1990-01-01';

/**
 * Answers the 18+ gate as an adult over REST, as the web app's dialog does, so a test user may
 * search. `cookie`: the session's cookies (the device cookie ties the answer to the browser).
 */
export async function confirmAdult(url: string, token: string, cookie?: string): Promise<void> {
  const res = await fetch(`${url}/api/age`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ birthDate: ADULT_BIRTH_DATE }),
  });
  if (!res.ok) throw new Error(`age gate failed: ${res.status} ${await res.text()}`);
}
