// oidc-provider ships no types; this declares the little the test stand-in uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface GrantClass {
    new (init: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  interface Ctx {
    oidc: {
      result?: { consent?: { grantId?: string } };
      session?: { accountId: string; grantIdFor(clientId: string): string | undefined };
      client?: { clientId: string };
      provider: { Grant: GrantClass };
    };
  }
  interface Configuration {
    clients: Record<string, unknown>[];
    pkce?: { required: () => boolean };
    claims?: Record<string, string[]>;
    findAccount(
      ctx: Ctx,
      sub: string,
    ): { accountId: string; claims(): Record<string, unknown> } | undefined;
    loadExistingGrant?(ctx: Ctx): Promise<Grant | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
