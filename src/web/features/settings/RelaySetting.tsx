import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { IceResponse } from '../../../shared/protocol/index.ts';
import { ApiError } from '../../lib/api.ts';
import { api, useSession } from '../session/session.ts';
import { useMemberSignIn, type MemberSignIn } from '../session/memberSignIn.ts';
import { hasRelay, useRelayCalls } from './relayCalls.ts';

type Availability = 'signedOut' | 'checking' | 'available' | 'none' | 'ageGate' | 'refused';

function hint(i18n: I18n, availability: Availability, offer: MemberSignIn): string {
  switch (availability) {
    // a guest session is on every server; sign-in only where one is offered
    case 'signedOut':
      return offer === 'offered'
        ? i18n._('settings.relay.signedOut')
        : i18n._('settings.relay.signedOut.guest');
    case 'checking':
      return i18n._('settings.relay.checking');
    // true whether the switch is on or off (it read as if calls were relayed while off)
    case 'available':
      return i18n._('settings.relay.available');
    case 'none':
      return i18n._('settings.relay.none');
    // the relay is handed only to people who may call (GET /api/ice answers 403 with a code)
    case 'ageGate':
      return i18n._('settings.relay.ageGate');
    case 'refused':
      return i18n._('settings.relay.refused');
  }
}

/** What a refused GET /api/ice means for this setting. */
function refusal(err: unknown): Availability {
  if (!(err instanceof ApiError) || err.status !== 403) return 'none';
  return err.body.code === 'age_required' ? 'ageGate' : 'refused';
}

/** "Hide my IP": relayed calls only, offered when the server hands out TURN. */
export function RelaySetting() {
  const { i18n } = useLingui();
  const status = useSession((s) => s.status);
  const { state: offer } = useMemberSignIn();
  const [on, setOn] = useRelayCalls();
  const [availability, setAvailability] = useState<Availability>('checking');
  useEffect(() => {
    if (status !== 'signedIn') {
      setAvailability(status === 'signedOut' ? 'signedOut' : 'checking');
      return;
    }
    let live = true;
    setAvailability('checking');
    api
      .get<IceResponse>('/api/ice')
      .then((res) => live && setAvailability(hasRelay(res.iceServers) ? 'available' : 'none'))
      .catch((err: unknown) => live && setAvailability(refusal(err)));
    return () => {
      live = false;
    };
  }, [status]);
  const usable = availability === 'available';
  return (
    <section className="card settings-card" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{i18n._('settings.relay.title')}</h2>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={on && usable}
          disabled={!usable}
          onChange={(e) => setOn(e.target.checked)}
          aria-describedby="relay-hint"
        />
        <span className="toggle-track" aria-hidden="true" />
        <span className="toggle-label">{i18n._('settings.relay.toggle')}</span>
      </label>
      <p id="relay-hint" className="muted hint-text" role="status">
        {hint(i18n, availability, offer)}
      </p>
    </section>
  );
}
