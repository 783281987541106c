declare global {
  interface Window {
    __API_BASE__?: string;
  }
}

/** The API base comes from a global, a meta tag, an environment value, else same origin. */
export function resolveApiBase(): string {
  const fromGlobal = typeof window !== 'undefined' ? window.__API_BASE__ : undefined;
  if (fromGlobal) return fromGlobal.replace(/\/$/, '');
  const meta =
    typeof document !== 'undefined'
      ? document.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content
      : undefined;
  if (meta) return meta.replace(/\/$/, '');
  const fromEnv = import.meta.env.VITE_API_BASE as string | undefined;
  if (fromEnv) return fromEnv.replace(/\/$/, '');
  return '';
}
