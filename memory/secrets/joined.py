"""Words given with how to join them into one value: "vier Wörter klein, mit Bindestrichen: kuckuck, zollstock, wolke,
achtzehn", "전부 소문자, 하이픈으로: sagwa, gureum, napal, yesun", "四个拼音全小写，中间用点隔开：chun.feng.ma.ti".

Nobody says how to case and join a list of words but to have someone type them as one: a passphrase. Structure,
not phrasing: a word of letter case and a name of a separator (hyphens, dots, underscores) said before the words,
then three words or more, listed or already joined by that separator. A rule for passwords in general ("at least
12 characters, upper and lower case") names no words to join, and a rule for naming things ("branch names in
lowercase with hyphens, e.g. fix-login-bug") gives no value.
"""

from __future__ import annotations

import re

from .views import Views

LEAST_WORDS = 3

# A word of letter case: all lower case.
_CASE = re.compile(
    r"\b(?:lower ?case|lowercase|small letters|klein(?:geschrieben|buchstaben)?|minuscules?|min[úu]sculas?)\b|"
    r"소문자|小文字|小写",
    re.IGNORECASE,
)
# The name of a separator between the words.
_SEPARATOR = re.compile(
    r"\b(?:hyphens?|dash(?:es)?|dots?|periods?|underscores?|bindestrich(?:en|e)?|punkte?n?|unterstrich(?:en|e)?|"
    r"tirets?|points?|guion(?:es)?|puntos?)\b|하이픈|언더바|점으로|ハイフン|ドット|アンダーバー|连字符|横杠|下划线|点隔开|用点",
    re.IGNORECASE,
)
_WORD = r"[a-z]{2,15}"
# After the instruction, the words: listed ("kuckuck, zollstock, wolke, achtzehn", "ringo、kumo、rappa") or joined
# ("chun.feng.ma.ti").
_LISTED = re.compile(rf"(?<![\w.-]){_WORD}(?:\s*[,，、]\s*{_WORD}){{{LEAST_WORDS - 1},}}(?![\w.-])")
_JOINED = re.compile(rf"(?<![\w.-]){_WORD}(?:[.\-_]{_WORD}){{{LEAST_WORDS - 1},}}(?![\w-])")
_INSTRUCTION_READ = 80  # characters before the words in which the case and the separator are said
# A naming rule, not a value: what it names ("branch names", "file names", "slugs", "Dateinamen", "noms de fichiers",
# "파일명", "ファイル名", "文件名") or an example of the format ("e.g.", "z. B.", "p. ex.", "por ejemplo", "例如").
_NAMING_RULE = re.compile(
    r"\b(?:names?|slugs?|branch(?:es)?|files?|folders?|tags?|channels?|urls?|usernames?|handles?|hashtags?|variables?|"
    r"e\.g\.|eg|for example|dateinamen?|ordner|kan[äa]le?|z\. ?b\.|beispiel|fichiers?|dossiers?|noms?|p\. ?ex\.|"
    r"par exemple|archivos?|carpetas?|nombres?|por ejemplo)\b|"
    r"파일|폴더|채널|이름|ファイル|フォルダ|チャンネル|名前|文件|频道|名称|例如|比如"
)


# The stems a word of letter case opens with, read as literals before any pattern reads a long text.
_CASE_STEMS = ("lower", "small letters", "klein", "minus", "minús", "소문자", "小文字", "小写")


def find_joined_words(views: Views) -> str | None:
    """Three words or more given after a word of letter case and a separator's name: a passphrase to type."""
    text = views.lowered
    if not any(stem in text for stem in _CASE_STEMS) or _NAMING_RULE.search(text):
        return None
    for words in (*_LISTED.finditer(text), *_JOINED.finditer(text)):
        before = text[max(0, words.start() - _INSTRUCTION_READ) : words.start()]
        if _CASE.search(before) and _SEPARATOR.search(before):
            return "passphrase"
    return None
