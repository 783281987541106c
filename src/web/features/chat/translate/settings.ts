import { create } from 'zustand';
import { storage } from '../../../lib/storage.ts';
import { deviceTranslates, serverTranslates } from './engine.ts';

/** Kept in this browser, like the other local settings. */
const ALL_KEY = 'translateAll';
const SERVER_KEY = 'translateViaServer';

export interface TranslateSettings {
  /** every partner message is translated as it arrives */
  all: boolean;
  /** the person agreed to send message text to the operator's AI service */
  viaServer: boolean;
  /** this browser translates on the device; null while asking it */
  device: boolean | null;
  /** the server translates; null while asking */
  server: boolean | null;
}

export const useTranslateSettings = create<TranslateSettings>(() => ({
  all: storage.get(ALL_KEY) === 'on',
  viaServer: storage.get(SERVER_KEY) === 'on',
  device: null,
  server: null,
}));

let asked = false;
/** Asks once per page whether this browser and the server translate (nothing offered until). */
export function checkWays(): void {
  if (asked) return;
  asked = true;
  void deviceTranslates().then((device) => useTranslateSettings.setState({ device }));
  void serverTranslates().then((server) => useTranslateSettings.setState({ server }));
}

export function setTranslateAll(all: boolean): void {
  storage.set(ALL_KEY, all ? 'on' : 'off');
  useTranslateSettings.setState({ all });
}

export function setViaServer(viaServer: boolean): void {
  storage.set(SERVER_KEY, viaServer ? 'on' : 'off');
  useTranslateSettings.setState({ viaServer });
}

/** Translation is offered at all: on the device, or through a server that can. */
export const offered = (s: TranslateSettings) => s.device === true || s.server === true;
/** A translation may run now without asking anything more. */
export const ready = (s: TranslateSettings) =>
  s.device === true || (s.server === true && s.viaServer);
