import { HttpError } from '../http/json-api.js';

/** One clause of a filter expression: `price < 5000`, `categories = "adults/socks"`. */
export interface FilterClause {
  attribute: string;
  operator: '=' | '!=' | '<' | '<=' | '>' | '>=';
  value: string | number;
}

const CLAUSE = /^\s*([a-zA-Z_.]+)\s*(<=|>=|!=|=|<|>)\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(-?\d+(?:\.\d+)?))\s*$/;

/**
 * Parses the service's filter expression: clauses joined by AND (docs/protocols.md: `price < 50`).
 * Anything else is a 400, so a caller learns at once that its expression is not understood.
 */
export function parseFilter(expression: string): FilterClause[] {
  if (expression.trim() === '') return [];
  return splitOnAnd(expression).map((part) => {
    const match = CLAUSE.exec(part);
    if (!match) throw new HttpError(400, 'INVALID_FILTER', `Cannot read filter clause: ${part.trim()}`);
    const [, attribute, operator, doubleQuoted, singleQuoted, number] = match;
    const text = doubleQuoted ?? singleQuoted;
    return {
      attribute: attribute!,
      operator: operator as FilterClause['operator'],
      value: text !== undefined ? text.replace(/\\(.)/g, '$1') : Number(number),
    };
  });
}

/** Splits on AND outside quotes. */
function splitOnAnd(expression: string): string[] {
  const parts: string[] = [];
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < expression.length; i++) {
    const char = expression[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (/^\sAND\s/i.test(expression.slice(i, i + 5))) {
      parts.push(expression.slice(start, i));
      start = i + 5;
      i += 4;
    }
  }
  parts.push(expression.slice(start));
  return parts;
}

/** Whether one attribute value (or any of a list of values) satisfies a clause. */
export function satisfies(actual: string | number | readonly (string | number)[] | undefined, clause: FilterClause): boolean {
  if (actual === undefined) return clause.operator === '!=';
  const values = Array.isArray(actual) ? actual : [actual];
  const test = (value: string | number): boolean => {
    const left = typeof clause.value === 'number' ? Number(value) : String(value);
    switch (clause.operator) {
      case '=':
        return left === clause.value;
      case '!=':
        return left !== clause.value;
      case '<':
        return left < clause.value;
      case '<=':
        return left <= clause.value;
      case '>':
        return left > clause.value;
      case '>=':
        return left >= clause.value;
    }
  };
  return clause.operator === '!=' ? values.every(test) : values.some(test);
}
