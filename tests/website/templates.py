"""What a built page must not show of its templates."""

import re

# The page's data block carries the texts as ICU messages, whose nested branches read "{{"
# legitimately: only the markup around it is the template's.
_DATA = re.compile(r'<script type="application/json"[^>]*>.*?</script>', re.S)


def template_left(page: str) -> bool:
    """Whether Jinja's ``{{`` or ``{%`` is left in the page's markup."""
    markup = _DATA.sub("", page)
    return "{{" in markup or "{%" in markup
