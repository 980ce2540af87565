import type { Translate } from '../../lib/translate';

/** A size guide as the page shows it: a title and a table under one heading row. */
export interface SizeGuideData {
  title: string;
  head: Cell[];
  /** The first cell of each row names the size. */
  rows: { id: string; cells: Cell[] }[];
}

/** A table cell, with the content's id for it. */
interface Cell {
  id: string;
  value: string;
}

/**
 * The product's size guide beside the size picker, as a disclosure: a native <details>, so it opens with
 * Enter or Space and works before hydration and without JavaScript.
 */
export function SizeGuide({ guide, t }: { guide: SizeGuideData; t: Translate }) {
  return (
    <details className="size-guide">
      <summary className="size-guide__toggle">{t('sizeGuide')}</summary>
      <table className="size-guide__table">
        <caption>{guide.title}</caption>
        <thead>
          <tr>
            {guide.head.map((cell) => (
              <th key={cell.id} scope="col">
                {cell.value}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {guide.rows.map((row) => {
            const [size, ...measures] = row.cells;
            return (
              <tr key={row.id}>
                {size ? <th scope="row">{size.value}</th> : null}
                {measures.map((cell) => (
                  <td key={cell.id}>{cell.value}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
