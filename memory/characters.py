"""Which characters stored text may keep, and which must be escaped in the prompt block: rules over Unicode's properties.

Invisible characters can carry text nobody sees: tag characters (U+E0000-E007F) spell a whole
instruction that `!memory list` does not show, bidi controls reorder what is shown, private-use
and unassigned default-ignorable code points render as nothing. They are taken by property, not
by list, so characters a later Unicode version adds to those properties are covered too.
"""

from __future__ import annotations

import re
import unicodedata

import regex

# Format characters (zero-width, bidi embeddings, overrides, isolates and marks, tags, the BOM,
# soft hyphen), private use, lone surrogates, noncharacters and every other default-ignorable
# code point (Hangul fillers, the combining grapheme joiner, the reserved rest of the tag plane).
_INVISIBLE = regex.compile(
    r"(?V1)[[\p{Cf}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}]--\p{Variation_Selector}]+"
)
# A variation selector only picks a glyph of the character before it; a run of them can hide bytes.
_VARIATION_SELECTORS = regex.compile(r"\p{Variation_Selector}+")

# Names that say a character is drawn as an angle bracket, a less-than / greater-than, or a chevron.
_ANGLE_NAME = re.compile(r"ANGLE BRACKET|ANGLE QUOTATION|LESS-THAN|GREATER-THAN|CHEVRON|(?:LEFT|RIGHT) ARROWHEAD")
# Letters Unicode's confusables.txt maps to "<" or ">" whose names say nothing of it (Canadian
# syllabics PA and PO, runic KAUNA, Greek instrumental notation 40 and 42, Miao ARCHAIC ZZA).
_ANGLE_CONFUSABLES = frozenset("\u1438\u1433\u16b2\U0001d236\U0001d237\U00016f3f")


def strip_invisible(text: str) -> str:
    """Variation selectors removed, every other invisible character a space (no hidden joins inside words)."""
    return str(_INVISIBLE.sub(" ", str(_VARIATION_SELECTORS.sub("", text))))


def is_invisible(char: str) -> bool:
    """Whether `strip_invisible` takes this character out."""
    return bool(_INVISIBLE.fullmatch(char) or _VARIATION_SELECTORS.fullmatch(char))


def reads_as_angle_bracket(char: str) -> bool:
    """Whether a reader (or a model) could take this character for "<" or ">": by its compatibility
    form (fullwidth, small and negated forms), its name, or Unicode's confusables of "<" and ">"."""
    return (
        "<" in unicodedata.normalize("NFKD", char)
        or ">" in unicodedata.normalize("NFKD", char)
        or char in _ANGLE_CONFUSABLES
        or _ANGLE_NAME.search(unicodedata.name(char, "")) is not None
    )
