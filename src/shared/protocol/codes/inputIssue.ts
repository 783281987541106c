/**
 * What was wrong with a payload, body or query, in words-free form, so a client can say it in
 * the person's language: `problem` names the kind and `limit` the bound it broke. `detail` is
 * the schema's English message, the text the server's own tables show.
 */
export type InputProblem =
  | 'missing'
  | 'wrong_type'
  | 'too_long'
  | 'too_short'
  | 'too_large'
  | 'too_small'
  | 'bad_format'
  | 'unknown_field'
  | 'not_allowed'
  | 'invalid';

export type InputIssue = {
  /** the path of the value ('' for the whole input) */
  field: string;
  detail: string;
  problem: InputProblem;
  limit?: number;
};
