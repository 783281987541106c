/**
 * Provider sign-in runs in a popup. It is wired by the accounts feature; until the server
 * has a provider configured the buttons stay disabled, so this only reports that.
 */
export function signInWithProvider(provider: 'google' | 'facebook'): Promise<void> {
  return Promise.reject(new Error(`${provider} sign-in is not configured on this server`));
}
