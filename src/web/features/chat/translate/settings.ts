import { create } from 'zustand';
import { storage } from '../../../lib/storage.ts';
import { hasOnDeviceTranslator, serverTranslates } from './engine.ts';

/** Kept in this browser, like the other local settings. */
const ALL_KEY = 'translateAll';
const SERVER_KEY = 'translateViaServer';

export interface TranslateSettings {
  /** every partner message is translated as it arrives */
  all: boolean;
  /** the person agreed to send message text to the operator's AI service */
  viaServer: boolean;
  /** this browser translates on the device */
  device: boolean;
  /** the server translates; null while asking */
  server: boolean | null;
}

export const useTranslateSettings = create<TranslateSettings>(() => ({
  all: storage.get(ALL_KEY) === 'on',
  viaServer: storage.get(SERVER_KEY) === 'on',
  device: hasOnDeviceTranslator(),
  server: null,
}));

let asked = false;
/** Asks the server once per page whether it translates. */
export function checkServer(): void {
  if (asked) return;
  asked = true;
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
export const offered = (s: TranslateSettings) => s.device || s.server === true;
/** A translation may run now without asking anything more. */
export const ready = (s: TranslateSettings) => s.device || (s.server === true && s.viaServer);
