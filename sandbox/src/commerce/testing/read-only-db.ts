import { pathToFileURL } from 'node:url';
import Database from 'libsql';

/** Opens a database file to look into beside the service writing it; libsql ignores a `readonly` option, not a `mode=ro` URI. */
export const openReadOnlyDb = (dbPath: string) => new Database(`${pathToFileURL(dbPath).href}?mode=ro`);
