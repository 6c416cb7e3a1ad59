/**
 * A typescript-to-lua plugin: `for (const x of list)` over an array becomes
 * an index loop rather than `for _, x in ipairs(list)`, which calls ipairs'
 * iterator, a C function, for every element (about half the cost of a short
 * loop in Lua 5.2). The loop keeps ipairs' meaning: the list is evaluated
 * once, each element is read when its turn comes (so elements pushed during
 * the loop are visited), the loop stops at the first nil, and each iteration
 * has a fresh local (closures made in the body keep their own element).
 *
 *   do
 *     local ____list_1 = list
 *     local ____at_2 = 1
 *     while true do
 *       local x = ____list_1[____at_2]
 *       if x == nil then break end
 *       <body, with its continue label at the end>
 *       ____at_2 = ____at_2 + 1
 *     end
 *   end
 */
const ts = require("typescript");
const lua = require("typescript-to-lua");

/** The list of `for _, x in ipairs(list)`, or undefined for any other loop. */
function ipairsList(statement) {
  if (!lua.isForInStatement(statement) || statement.names.length !== 2 || statement.expressions.length !== 1) return undefined;
  const call = statement.expressions[0];
  if (!lua.isCallExpression(call) || call.params.length !== 1) return undefined;
  const callee = call.expression;
  return lua.isIdentifier(callee) && callee.text === "ipairs" ? call.params[0] : undefined;
}

function indexLoop(context, node, statement, list) {
  const listName = lua.createIdentifier(context.createTempName("list"));
  const at = lua.createIdentifier(context.createTempName("at"));
  const value = statement.names[1];
  const body = [
    lua.createVariableDeclarationStatement(lua.cloneIdentifier(value), lua.createTableIndexExpression(lua.cloneIdentifier(listName), lua.cloneIdentifier(at))),
    lua.createIfStatement(
      lua.createBinaryExpression(lua.cloneIdentifier(value), lua.createNilLiteral(), lua.SyntaxKind.EqualityOperator),
      lua.createBlock([lua.createBreakStatement()]),
    ),
    ...statement.body.statements,
    lua.createAssignmentStatement(
      lua.cloneIdentifier(at),
      lua.createBinaryExpression(lua.cloneIdentifier(at), lua.createNumericLiteral(1), lua.SyntaxKind.AdditionOperator),
    ),
  ];
  return lua.createDoStatement(
    [
      lua.createVariableDeclarationStatement(listName, list),
      lua.createVariableDeclarationStatement(at, lua.createNumericLiteral(1)),
      lua.createWhileStatement(lua.createBlock(body), lua.createBooleanLiteral(true)),
    ],
    node,
  );
}

/** @type {import("typescript-to-lua").Plugin} */
const plugin = {
  visitors: {
    [ts.SyntaxKind.ForOfStatement]: (node, context) =>
      context.superTransformStatements(node).map((statement) => {
        const list = ipairsList(statement);
        return list === undefined ? statement : indexLoop(context, node, statement, list);
      }),
  },
};

module.exports = plugin;
