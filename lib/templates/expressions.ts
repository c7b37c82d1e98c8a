/**
 * The arithmetic of template formulas: numbers, identifiers (question or formula ids), `+ - * / ^`, parentheses
 * and the functions min, max, abs, round. Parsed into a tree once; the template schema checks syntax and references
 * with it (in the browser and on the server), and the template engine (`server/modules/templates`) evaluates the tree.
 */

export type ExpressionNode =
  | { kind: 'number'; value: number }
  | { kind: 'reference'; name: string }
  | { kind: 'negate'; operand: ExpressionNode }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/' | '^'; left: ExpressionNode; right: ExpressionNode }
  | { kind: 'call'; name: ExpressionFunction; args: ExpressionNode[] };

export const EXPRESSION_FUNCTIONS = ['min', 'max', 'abs', 'round'] as const;
export type ExpressionFunction = (typeof EXPRESSION_FUNCTIONS)[number];

export class ExpressionSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExpressionSyntaxError';
  }
}

type Token = { type: 'number'; value: number; at: number } | { type: 'name'; value: string; at: number } | { type: 'symbol'; value: string; at: number };

const MAX_EXPRESSION_LENGTH = 2000;

function tokenize(source: string): Token[] {
  if (source.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionSyntaxError(`an expression has at most ${MAX_EXPRESSION_LENGTH} characters`);
  }
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/^(),]))/y;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw new ExpressionSyntaxError(`unexpected character "${source.slice(index).trim()[0]}" at ${index + 1}`);
    const at = index + match[0].length - (match[1] ?? match[2] ?? match[3]).length + 1;
    if (match[1] !== undefined) tokens.push({ type: 'number', value: Number(match[1]), at });
    else if (match[2] !== undefined) tokens.push({ type: 'name', value: match[2], at });
    else tokens.push({ type: 'symbol', value: match[3], at });
    index = pattern.lastIndex;
  }
  return tokens;
}

/** Recursive descent: sum := product (('+'|'-') product)*; product := power (('*'|'/') power)*; power := unary ('^' power)? */
class Parser {
  private position = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): ExpressionNode {
    if (this.tokens.length === 0) throw new ExpressionSyntaxError('the expression is empty');
    const node = this.sum();
    const extra = this.tokens[this.position];
    if (extra) throw new ExpressionSyntaxError(`unexpected "${extra.value}" at ${extra.at}`);
    return node;
  }

  private peekSymbol(...symbols: string[]): string | undefined {
    const token = this.tokens[this.position];
    return token?.type === 'symbol' && symbols.includes(token.value) ? token.value : undefined;
  }

  private expect(symbol: string): void {
    if (!this.peekSymbol(symbol)) {
      const token = this.tokens[this.position];
      throw new ExpressionSyntaxError(token ? `expected "${symbol}" at ${token.at}` : `expected "${symbol}" at the end`);
    }
    this.position += 1;
  }

  private sum(): ExpressionNode {
    let node = this.product();
    for (let op = this.peekSymbol('+', '-'); op; op = this.peekSymbol('+', '-')) {
      this.position += 1;
      node = { kind: 'binary', operator: op as '+' | '-', left: node, right: this.product() };
    }
    return node;
  }

  private product(): ExpressionNode {
    let node = this.power();
    for (let op = this.peekSymbol('*', '/'); op; op = this.peekSymbol('*', '/')) {
      this.position += 1;
      node = { kind: 'binary', operator: op as '*' | '/', left: node, right: this.power() };
    }
    return node;
  }

  private power(): ExpressionNode {
    const base = this.unary();
    if (!this.peekSymbol('^')) return base;
    this.position += 1;
    return { kind: 'binary', operator: '^', left: base, right: this.power() };
  }

  private unary(): ExpressionNode {
    if (this.peekSymbol('-')) {
      this.position += 1;
      return { kind: 'negate', operand: this.unary() };
    }
    if (this.peekSymbol('+')) {
      this.position += 1;
      return this.unary();
    }
    return this.primary();
  }

  private primary(): ExpressionNode {
    const token = this.tokens[this.position];
    if (!token) throw new ExpressionSyntaxError('the expression ends too early');
    this.position += 1;
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'name') {
      if (!this.peekSymbol('(')) return { kind: 'reference', name: token.value };
      if (!(EXPRESSION_FUNCTIONS as readonly string[]).includes(token.value)) {
        throw new ExpressionSyntaxError(`unknown function "${token.value}" (known: ${EXPRESSION_FUNCTIONS.join(', ')})`);
      }
      this.position += 1;
      const args = [this.sum()];
      while (this.peekSymbol(',')) {
        this.position += 1;
        args.push(this.sum());
      }
      this.expect(')');
      return { kind: 'call', name: token.value as ExpressionFunction, args };
    }
    if (token.value === '(') {
      const inner = this.sum();
      this.expect(')');
      return inner;
    }
    throw new ExpressionSyntaxError(`unexpected "${token.value}" at ${token.at}`);
  }
}

/** The expression as a tree; ExpressionSyntaxError says what is wrong and where. */
export function parseExpression(source: string): ExpressionNode {
  return new Parser(tokenize(source)).parse();
}

/** Every identifier the expression refers to, in order of first appearance. */
export function expressionReferences(node: ExpressionNode): string[] {
  const names = new Set<string>();
  const visit = (current: ExpressionNode): void => {
    switch (current.kind) {
      case 'reference':
        names.add(current.name);
        break;
      case 'negate':
        visit(current.operand);
        break;
      case 'binary':
        visit(current.left);
        visit(current.right);
        break;
      case 'call':
        current.args.forEach(visit);
        break;
      default:
        break;
    }
  };
  visit(node);
  return [...names];
}
