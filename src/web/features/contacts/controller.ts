import { callController } from '../chat/callController.ts';
import { ContactCalls } from './contactCalls.ts';

/** The app's one controller of contact calls (attached with the socket in ContactsBridge). */
export const contactCalls = new ContactCalls({
  leaveSearch: () => callController.stop(),
  prepare: () => callController.prepareCall(),
});
