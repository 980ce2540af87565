import type Database from 'libsql';

/** A prepared statement whose parameters and rows are the types its query names. */
export interface Statement<Params extends unknown[], Row> {
  run(...params: Params): Database.RunResult;
  get(...params: Params): Row | undefined;
  all(...params: Params): Row[];
}

/** The commerce database: libsql's types answer every row as `unknown`, so each repository names its rows in `prepare`. */
export interface Db extends Omit<Database.Database, 'prepare'> {
  prepare<Params extends unknown[] | object = unknown[], Row = unknown>(
    source: string,
  ): Statement<Params extends unknown[] ? Params : [Params], Row>;
}
