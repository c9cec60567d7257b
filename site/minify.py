"""Python sources without their docstrings and comments, for the files a page downloads (the
standard library's zip and the wheels): about a third of their bytes, which the games never read.
Then each block is indented by one space a level, and functions lose the annotations of their
arguments and results (Python keeps them only for whoever reads them; a module that reads
annotations, ``READS_ANNOTATIONS``, keeps its own).

Each line stays where it was (a removed docstring or comment leaves its lines empty), so a
traceback still names the right line. A source is changed only when the result parses to the
same program as the source without its docstrings (compared as syntax trees, as ``python -OO``
would run it), and each further step only when its result is that program again (indentation is
not in the tree; the annotations dropped are left out of both sides); a source this CPython
cannot read (newer syntax) is kept as it is.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize

DOCSTRING_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def docstrings(tree: ast.Module) -> list[tuple[ast.Expr, bool]]:
    """Every docstring of ``tree``, and whether it is its body's only statement."""
    return [(node.body[0], len(node.body) == 1) for node in ast.walk(tree)
            if isinstance(node, DOCSTRING_OWNERS) and docstrings_of(node)]


def is_help_text(keyword: ast.keyword, keywords: tuple[str, ...]) -> bool:
    """Whether ``keyword`` gives one of the ``keywords`` arguments as a plain text."""
    return keyword.arg in keywords and isinstance(keyword.value, ast.Constant) and isinstance(keyword.value.value, str)


def help_texts(tree: ast.Module, keywords: tuple[str, ...]) -> list[ast.Constant]:
    """The texts given as the ``keywords`` arguments of calls (Bokeh's ``help=``)."""
    return [keyword.value for node in ast.walk(tree) if isinstance(node, ast.Call) for keyword in node.keywords
            if is_help_text(keyword, keywords)]


def without_docstrings(tree: ast.Module, keywords: tuple[str, ...] = (), drop_annotations: bool = False) -> str:
    """The program ``tree`` holds, docstrings dropped and ``keywords`` texts emptied (and its
    functions' annotations, if ``drop_annotations``), as a comparable text. One walk of the tree:
    the walks are most of the time this takes."""
    for node in ast.walk(tree):
        if isinstance(node, DOCSTRING_OWNERS) and docstrings_of(node):
            node.body = node.body[1:] or [ast.Pass()]
        if drop_annotations and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for arg in arguments(node):
                arg.annotation = None
            node.returns = None
        if keywords and isinstance(node, ast.Call):
            for keyword in node.keywords:
                if is_help_text(keyword, keywords):
                    keyword.value.value = ""
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
    # Every step at once, checked once: nearly always the whole is the same program. Where it
    # is not, each step is checked on its own below, so that the ones that hold are kept.
    drops = not READS_ANNOTATIONS.search(result)
    try:
        shortest = reindent(result)
        shortest = without_annotations(shortest) if drops else shortest
        if without_docstrings(ast.parse(shortest), keywords, drops) == without_docstrings(tree, keywords, drops):
            return shortest
    except (SyntaxError, tokenize.TokenError, IndentationError, ValueError):
        pass
    tree = ast.parse(source)  # the check above changed it
    try:
        same = without_docstrings(ast.parse(result), keywords) == without_docstrings(tree, keywords)
    except SyntaxError:
        same = False
    if not same:
        return source
    for step, drops in ((reindent, False), (without_annotations, True)):
        if drops and READS_ANNOTATIONS.search(result):
            continue
        try:
            shorter = step(result)
            if program(shorter, drops) == program(result, drops):
                result = shorter
        except (SyntaxError, tokenize.TokenError, IndentationError, ValueError):
            pass
    return result


#: A module that reads annotations at run time (``functools.singledispatch`` registers by them,
#: ``inspect`` and ``typing`` hand them out) keeps its functions' own. Nothing the games run
#: reads another module's (Panel's ``interact`` would, which no game uses).
READS_ANNOTATIONS = re.compile(r"__annotations__|\.annotation\b|return_annotation|get_annotations|annotationlib"
                               r"|singledispatch|get_type_hints")


def program(source: str, drop_annotations: bool = False) -> str:
    """What Python runs of ``source`` as a comparable text, with or without its functions'
    annotations."""
    tree = ast.parse(source)
    if drop_annotations:
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for arg in arguments(node):
                    arg.annotation = None
                node.returns = None
    return ast.dump(tree, annotate_fields=False, include_attributes=False)


def arguments(node) -> list[ast.arg]:
    a = node.args
    return [arg for arg in (*a.posonlyargs, *a.args, a.vararg, *a.kwonlyargs, a.kwarg) if arg is not None]


def reindent(source: str) -> str:
    """``source`` with every statement indented one space a block level: the lines inside
    brackets or after a backslash lose their indentation (it means nothing there), the lines
    of a string that spans lines keep theirs."""
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    lines = io.StringIO(source, newline="").readlines()
    in_string = {line for token in tokens if token.type == tokenize.STRING
                 for line in range(token.start[0] + 1, token.end[0] + 1)}
    depth, starts, at_start = 0, {}, True
    for token in tokens:
        if token.type == tokenize.INDENT:
            depth += 1
        elif token.type == tokenize.DEDENT:
            depth -= 1
        elif token.type == tokenize.NEWLINE:
            at_start = True
        elif token.type not in (tokenize.NL, tokenize.COMMENT, tokenize.ENCODING) and at_start:
            starts[token.start[0]] = depth
            at_start = False
    return "".join(line if number in in_string or not line.strip()
                   else " " * starts.get(number, 0) + line.lstrip(" \t")
                   for number, line in enumerate(lines, 1))


def without_annotations(source: str) -> str:
    """``source`` without the annotations of its functions' arguments and results, every line
    where it was."""
    tree = ast.parse(source)
    lines = io.StringIO(source, newline="").readlines()

    def column(line: int, offset: int) -> int:
        return len(lines[line - 1].encode()[:offset].decode())

    cuts = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for arg in arguments(node):
            if arg.annotation is not None:
                end = arg.annotation
                cuts.append(((arg.lineno, column(arg.lineno, arg.col_offset) + len(arg.arg)),
                             (end.end_lineno, column(end.end_lineno, end.end_col_offset))))
        if node.returns is not None:
            end = node.returns
            line = end.lineno
            arrow = lines[line - 1][:column(line, end.col_offset)].rfind("->")
            while arrow < 0:  # the arrow on a line of its own before the annotation
                line -= 1
                arrow = lines[line - 1].rfind("->")
            cuts.append(((line, len(lines[line - 1][:arrow].rstrip())),
                         (end.end_lineno, column(end.end_lineno, end.end_col_offset))))
    for (line, col), (end_line, end_col) in sorted(cuts, reverse=True):
        head, tail = lines[line - 1][:col], lines[end_line - 1][end_col:]
        lines[line - 1:end_line] = [head + tail] if line == end_line else [head + "\n", *["\n"] * (end_line - line - 1), tail]
    return "".join(lines)
