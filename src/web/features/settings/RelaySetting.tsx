import { useEffect, useState } from 'react';
import type { IceResponse } from '../../../shared/protocol/index.ts';
import { ApiError } from '../../lib/api.ts';
import { api, useSession } from '../session/session.ts';
import { hasRelay, useRelayCalls } from './relayCalls.ts';

type Availability = 'signedOut' | 'checking' | 'available' | 'none' | 'ageGate' | 'refused';

const HINTS: Record<Availability, string> = {
  signedOut:
    'Sign in to use this: we check whether this server has a relay when you are signed in.',
  checking: 'Checking whether this server has a relay…',
  // true whether the switch is on or off (it read as if calls were relayed while off)
  available:
    'When on, your calls always go through our relay server, so partners see its address instead of your IP address. Relayed calls may have a little more delay.',
  none: 'Not available: this server has no relay (TURN) server set up, so calls can only be direct.',
  // the relay is handed only to people who may call (GET /api/ice answers 403 with a code)
  ageGate:
    'Available once you have confirmed your age (18+): press Find a Partner on Home to do it, then come back.',
  refused: 'Not available: you cannot start calls right now, so there is no relay to use.',
};

/** What a refused GET /api/ice means for this setting. */
function refusal(err: unknown): Availability {
  if (!(err instanceof ApiError) || err.status !== 403) return 'none';
  return err.body.code === 'age_required' ? 'ageGate' : 'refused';
}

/** "Hide my IP": relayed calls only, offered when the server hands out TURN. */
export function RelaySetting() {
  const status = useSession((s) => s.status);
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
      <h2 id="privacy-title">Privacy</h2>
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
        <span className="toggle-label">Relay my calls (hides my IP from partners)</span>
      </label>
      <p id="relay-hint" className="muted hint-text" role="status">
        {HINTS[availability]}
      </p>
    </section>
  );
}
