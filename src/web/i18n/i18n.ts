import { loaders } from 'virtual:ui-messages';
import { messages as englishShell } from 'virtual:ui-messages/en/shell';
import {
  directionOf,
  isUiLocale,
  LOCALE_COOKIE,
  pickLocale,
  SOURCE_LOCALE,
  splitLocalePath,
  type UiLocale,
} from '../../shared/uiLocales.ts';
import { storage } from '../lib/storage.ts';
import { i18n } from './instance.ts';

export { i18n };

/**
 * The app's language. Lingui's `i18n` holds the active language and its compiled messages
 * (scripts/ui-messages.ts); components read it through `useLingui()`, so a switch re-renders
 * them with the new words, and code outside React (controllers, toasts) uses `i18n._` directly.
 *
 * The words come in two areas: `shell` with every page, `app` with the first page that needs
 * it (pages.tsx waits for it before showing such a page).
 */
export type Area = 'shell' | 'app';

/** The language a person picked, kept in this browser (members' accounts keep it too). */
export const LOCALE_KEY = 'uiLocale';

i18n.load(SOURCE_LOCALE, englishShell);
i18n.activate(SOURCE_LOCALE);

const loaded = new Set<string>([`${SOURCE_LOCALE}/shell`]);
const needed = new Set<Area>(['shell']);

async function load(locale: UiLocale, area: Area): Promise<void> {
  const key = `${locale}/${area}`;
  if (loaded.has(key)) return;
  const { messages } = await loaders[locale][area]();
  i18n.load(locale, messages);
  loaded.add(key);
}

export const currentLocale = (): UiLocale =>
  isUiLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;

/** Resolves once an area's words are there in the current language (and stay for the next). */
export function ensureArea(area: Area): Promise<void> {
  needed.add(area);
  return load(currentLocale(), area);
}

/**
 * Keeps a picked language for this browser: in localStorage for the app, and in a cookie for
 * the server, which sends Home, About… in it from the first byte on the next visit.
 */
function remember(locale: UiLocale) {
  storage.set(LOCALE_KEY, locale);
  writeLocaleCookie(locale);
}

function writeLocaleCookie(locale: UiLocale) {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** A choice saved before the server read one gets its cookie too (once, on the next visit). */
export function syncLocaleCookie(): void {
  const saved = storage.get(LOCALE_KEY);
  if (!isUiLocale(saved) || typeof document === 'undefined') return;
  if (!document.cookie.split('; ').includes(`${LOCALE_COOKIE}=${saved}`)) writeLocaleCookie(saved);
}

/** The saved choice, else the best of the browser's languages (a first visit). */
export function preferredLocale(): UiLocale {
  const saved = storage.get(LOCALE_KEY);
  if (isUiLocale(saved)) return saved;
  const wanted =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLocale(wanted.filter(Boolean));
}

/** The language a page opens in: a localized URL's own (/es/…), else the person's. */
export function localeForPath(path: string): UiLocale {
  const { locale } = splitLocalePath(path);
  return locale !== SOURCE_LOCALE ? locale : preferredLocale();
}

function applyToDocument(locale: UiLocale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

let latest = 0;
let picked = false;
/** Whether the person picked a language on this page (their pick outranks any other switch). */
export const pickedHere = () => picked;

/**
 * Switches the app's language once its words are loaded; `remember` keeps the choice. Of
 * switches asked for while words load, the last one asked wins.
 */
export async function setLocale(
  locale: UiLocale,
  options: { remember?: boolean } = {},
): Promise<void> {
  const mine = ++latest;
  if (options.remember) picked = true;
  await Promise.all([...needed].map((area) => load(locale, area)));
  if (mine !== latest) return;
  if (options.remember) remember(locale);
  i18n.activate(locale);
  applyToDocument(locale);
}
