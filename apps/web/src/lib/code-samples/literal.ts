import type { Json } from './sample-request';

/** How a language writes JSON values as source code. */
export interface LiteralStyle {
  string: (value: string) => string;
  null: string;
  true: string;
  false: string;
  /** key is already written by `string`. */
  pair: (key: string, value: string) => string;
  object: [open: string, close: string];
  array: [open: string, close: string];
  indent: string;
}

/** A JSON value as a source literal of the style, one entry a line. */
export function toLiteral(value: Json, style: LiteralStyle, depth = 0): string {
  if (value === null) return style.null;
  if (typeof value === 'boolean') return value ? style.true : style.false;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return style.string(value);
  const items = Array.isArray(value)
    ? value.map((item) => toLiteral(item, style, depth + 1))
    : Object.entries(value).map(([key, item]) =>
        style.pair(style.string(key), toLiteral(item, style, depth + 1)),
      );
  const [open, close] = Array.isArray(value) ? style.array : style.object;
  if (items.length === 0) return `${open}${close}`;
  const inner = style.indent.repeat(depth + 1);
  return `${open}\n${items.map((item) => inner + item).join(',\n')}\n${style.indent.repeat(depth)}${close}`;
}

/** 'text' with backslashes and single quotes escaped (PHP, Ruby, JavaScript). */
export function singleQuoted(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** Python dicts and lists. */
export const PYTHON_STYLE: LiteralStyle = {
  string: (value) => JSON.stringify(value),
  null: 'None',
  true: 'True',
  false: 'False',
  pair: (key, value) => `${key}: ${value}`,
  object: ['{', '}'],
  array: ['[', ']'],
  indent: '    ',
};

/** PHP arrays: [ 'key' => value ]. */
export const PHP_STYLE: LiteralStyle = {
  ...PYTHON_STYLE,
  string: singleQuoted,
  null: 'null',
  true: 'true',
  false: 'false',
  pair: (key, value) => `${key} => ${value}`,
  object: ['[', ']'],
};

/** Ruby hashes: { 'key' => value }. */
export const RUBY_STYLE: LiteralStyle = { ...PHP_STYLE, null: 'nil', object: ['{', '}'], indent: '  ' };

/** JavaScript object literals: { to: 'value' }, keys quoted only where a name could not stand bare. */
export const JS_STYLE: LiteralStyle = {
  ...PHP_STYLE,
  pair: (key, value) => `${/^'[A-Za-z_$][\w$]*'$/.test(key) ? key.slice(1, -1) : key}: ${value}`,
  object: ['{', '}'],
  indent: '  ',
};
