import { ExpressionSyntaxError, expressionReferences, parseExpression } from './expressions';

describe('template expressions: parsing', () => {
  it('parses precedence and associativity into the tree', () => {
    expect(parseExpression('1 + 2 * 3')).toEqual({
      kind: 'binary',
      operator: '+',
      left: { kind: 'number', value: 1 },
      right: { kind: 'binary', operator: '*', left: { kind: 'number', value: 2 }, right: { kind: 'number', value: 3 } },
    });
  });

  it('lists the identifiers an expression uses, once each', () => {
    expect(expressionReferences(parseExpression('max(capex - funding, 0) + capex / years'))).toEqual(['capex', 'funding', 'years']);
  });

  it.each([
    ['', /empty/],
    ['1 +', /ends too early/],
    ['(1 + 2', /expected "\)"/],
    ['1 2', /unexpected "2"/],
    ['a $ b', /unexpected character "\$"/],
    ['sqrt(4)', /unknown function "sqrt"/],
  ])('refuses %j with a message saying why', (source, message) => {
    expect(() => parseExpression(source)).toThrow(ExpressionSyntaxError);
    expect(() => parseExpression(source)).toThrow(message);
  });
});
