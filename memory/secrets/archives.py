"""A file's password said by the verb that opens it: "le zip avec les photos s'ouvre avec Mariage_Juillet!", "the
archive opens with Henderson_TAX23", "el rar se abre con fotos.2024", "das PDF geht mit Rechnung#2024 auf",
"压缩包用 ziliao2024 打开" (pure).

No word names a password; the file does (zip, rar, 7z, pdf, an archive or a document, a closed class per language),
and the verb of opening puts the value right after it ("opens with", "se abre con", "s'ouvre avec", "öffnet sich mit",
"geht mit … auf") or, in Chinese and Japanese, before it ("用 … 打开", "… で開く"). The value has a password's shape
(`password_value`: letters with digits or symbols), so "the zip opens with a double click" and "s'ouvre avec
WinRAR" (a program's name, letters alone) open nothing secret; a number alone is left to `unlocks`, which asks it to end
its phrase ("the exhibition opens with 1200 photos from the archive").
"""

from __future__ import annotations

import re

from .stated import password_value
from .views import Views

# A file's names, each a word of its own in Latin letters; the same names are read as literals before the pattern, as
# most texts name none and the worst case stays fast.
_LATIN_FILES = ("zip", "rar", "7z", "pdf", "archive", "archivo", "fichier", "datei", "archiv", "dokument", "documento",
                "document", "excel", "tar")  # fmt: skip
_OTHER_FILES = ("压缩包", "文件", "ファイル", "파일")
_FILE = re.compile(rf"\b(?:{'|'.join(_LATIN_FILES)})\b|{'|'.join(_OTHER_FILES)}", re.IGNORECASE)
_OPENS_WITH = re.compile(
    r"\b(?:opens? with|open it with|se abre con|ábrelo con|abrelo con|s'ouvre avec|ouvre[- ]le avec|"
    r"öffnet sich mit|(?:lässt sich|kriegst du) mit|geht mit)\s+(?P<value>\S{4,40})",
    re.IGNORECASE,
)
_OPENS_AFTER = re.compile(r"用\s?(?P<value>[!-~]{4,40})\s?(?:打开|解压)|(?P<before>[!-~]{4,40})\s?(?:で開|で解凍|로 열)")


def find_file_password(views: Views) -> str | None:
    """A value of a password's shape that opens a file the message names."""
    if not any(name in views.lowered for name in (*_LATIN_FILES, *_OTHER_FILES)) or _FILE.search(views.folded) is None:
        return None
    for match in (*_OPENS_WITH.finditer(views.folded), *_OPENS_AFTER.finditer(views.folded)):
        value = next(said for said in match.groupdict().values() if said).rstrip(".,;:)")
        if any(char.isalpha() for char in value) and password_value(value):
            return "password"
    return None
