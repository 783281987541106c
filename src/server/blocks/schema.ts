/** The table added by migration 0011_blocks (epoch-ms times). */
export interface BlocksTable {
  id: string;
  blocker_id: string;
  blocker_device: string | null;
  blocked_id: string;
  blocked_device: string | null;
  country: string;
  country_code: string;
  created_at: number;
}

export interface BlockTables {
  blocks: BlocksTable;
}
