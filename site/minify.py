"""Python sources without their docstrings and comments, for the files a page downloads (the
standard library's zip and the wheels): about a third of their bytes, which the games never read.

Each line stays where it was (a removed docstring or comment leaves its lines empty), so a
traceback still names the right line. A source is changed only when the result parses to the
same program as the source without its docstrings (compared as syntax trees, as ``python -OO``
would run it); a source this CPython cannot read (newer syntax) is kept as it is.
"""

from __future__ import annotations

import ast
import io
import tokenize

DOCSTRING_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def docstrings(tree: ast.Module) -> list[tuple[ast.Expr, bool]]:
    """Every docstring of ``tree``, and whether it is its body's only statement."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, DOCSTRING_OWNERS) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                found.append((first, len(node.body) == 1))
    return found


def help_texts(tree: ast.Module, keywords: tuple[str, ...]) -> list[ast.Constant]:
    """The texts given as the ``keywords`` arguments of calls (Bokeh's ``help=``)."""
    return [keyword.value for node in ast.walk(tree) if isinstance(node, ast.Call) for keyword in node.keywords
            if keyword.arg in keywords and isinstance(keyword.value, ast.Constant) and isinstance(keyword.value.value, str)]


def without_docstrings(tree: ast.Module, keywords: tuple[str, ...] = ()) -> str:
    """The program ``tree`` holds, docstrings dropped and ``keywords`` texts emptied, as a
    comparable text."""
    for node in ast.walk(tree):
        if isinstance(node, DOCSTRING_OWNERS) and docstrings_of(node):
            node.body = node.body[1:] or [ast.Pass()]
    for text in help_texts(tree, keywords):
        text.value = ""
    return ast.dump(tree, annotate_fields=False, include_attributes=False)


def docstrings_of(node) -> bool:
    first = node.body[0] if node.body else None
    return isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str)


def strip(source: str, keywords: tuple[str, ...] = ()) -> str:
    """``source`` without docstrings and comments, the texts of its calls' ``keywords``
    arguments emptied (documentation a package keeps with its settings), or ``source`` as it
    is (see the module's note)."""
    try:
        tree = ast.parse(source)
        comments = [token for token in tokenize.generate_tokens(io.StringIO(source).readline)
                    if token.type == tokenize.COMMENT]
    except (SyntaxError, tokenize.TokenError, IndentationError, ValueError):
        return source
    lines = io.StringIO(source, newline="").readlines()  # the lines as Python counts them

    def column(line: int, offset: int) -> int:
        """The syntax tree counts columns in UTF-8 bytes, tokenize in characters."""
        return len(lines[line - 1].encode()[:offset].decode())

    # Replace from the end of the file back, so the positions still to come stay valid.
    cuts = [((t.start[0], t.start[1]), (t.end[0], t.end[1]), "") for t in comments]
    cuts += [((node.lineno, column(node.lineno, node.col_offset)),
              (node.end_lineno, column(node.end_lineno, node.end_col_offset)), "pass" if alone else "")
             for node, alone in docstrings(tree)]
    cuts += [((node.lineno, column(node.lineno, node.col_offset)),
              (node.end_lineno, column(node.end_lineno, node.end_col_offset)), '""')
             for node in help_texts(tree, keywords)]
    for (line, col), (end_line, end_col), put in sorted(cuts, reverse=True):
        head, tail = lines[line - 1][:col], lines[end_line - 1][end_col:]
        if not put and not tail.strip():
            head = head.rstrip()  # the blanks before a comment
        new = [head + put + tail] if line == end_line else [head + put + "\n", *["\n"] * (end_line - line - 1), tail]
        lines[line - 1:end_line] = [text if text.strip() else ("\n" if text.endswith(("\n", "\r")) else "")
                                    for text in new]
    result = "".join(lines)
    try:
        same = without_docstrings(ast.parse(result), keywords) == without_docstrings(tree, keywords)
    except SyntaxError:
        same = False
    return result if same else source
