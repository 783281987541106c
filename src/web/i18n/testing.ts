// Unit tests of web code read the app's English words, as a browser opening the app does.
import { messages } from 'virtual:ui-messages/en/app';
import { i18n } from './i18n.ts';

i18n.load('en', messages);
