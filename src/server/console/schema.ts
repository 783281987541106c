/** Tables added by migration 0014_console (epoch-ms times). */
export interface OperatorsTable {
  user_id: string;
  granted_at: number;
  /** who granted it: an operator's user id, or 'cli' */
  granted_by: string;
}

export interface WarningsTable {
  id: string;
  user_id: string;
  report_id: string | null;
  /** an OperatorBanReason code */
  reason: string;
  created_by: string;
  created_at: number;
  acknowledged_at: number | null;
}

export interface AppealsTable {
  id: string;
  user_id: string;
  ban_expires_at: number;
  ban_reason: string;
  text: string;
  created_at: number;
  status: 'open' | 'accepted' | 'rejected';
  decided_by: string | null;
  decided_at: number | null;
  note: string | null;
}

/** Append-only: rows are inserted and read, never updated or deleted (the store refuses). */
export interface AuditLogTable {
  id: string;
  at: number;
  actor: string;
  action: string;
  target_user_id: string | null;
  report_id: string | null;
  appeal_id: string | null;
  reason: string | null;
  note: string | null;
}

export interface ConsoleTables {
  operators: OperatorsTable;
  warnings: WarningsTable;
  appeals: AppealsTable;
  audit_log: AuditLogTable;
}
