"""A long number, an email address or a handle replaced: "mi número es 612 345 678", then "he cambiado de número: 699 112 233";
"My email address is p.okafor@northgatelaw.co.uk", then "Please use p.okafor@okaforlegal.com … going forward" (pure).

A phone, an account or an IBAN is one value of its slot: a member who says their number changed and gives another
one retires the old, whatever the words around it ("neue Nummer: 0152 9876543", "换号了，新号码159 2216 0473", "번호
바꿨어 010-9876-5432"). The update model leaves many such pairs under its bars, which sit where two records of a kind
differ unsaid; here the change is said (`says_change`), the old number is gone from the newer statement, and no
other holder or slot is named ("my husband's number is …": `other_slot`; "my new work number is …": another line).
"""

from __future__ import annotations

import re

from .change_cues import says_change
from .other_slot import from_now_on, other_slot
from .text import EMAIL_ADDRESS, long_numbers, one_number
from .update_model import judgeable, tells_plainly_of_its_slot

# The older one said to be gone: "the old one's dead", "l'ancienne ne marche plus", "die alte geht nicht mehr", "la vieja ya
# no funciona", "旧的不用了", "前のはもう使えない", "예전 거 안 써".
_OLD_ONE_GONE = re.compile(
    r"\b(?:the old one(?:'s| is) (?:dead|gone|closed|deleted|not working)|old one(?:'s| is)? (?:dead|gone)|"
    r"l'ancienne? (?:ne marche plus|est morte|est ferm[ée]e)|die alte (?:geht nicht mehr|ist tot|ist weg|gibt'?s nicht mehr)|"
    r"la (?:vieja|anterior|antigua) ya no (?:funciona|existe|va)|"
    r"el otro (?:lo perd[íi]|se (?:me )?perdi[óo]|ya no (?:funciona|va|existe))|"
    r"lost (?:the|my) (?:old|other) (?:one|phone|number))\b|"
    r"旧的(?:号)?(?:不用了|停用了|停机了|注销了)|原来(?:那个|的)(?:号)?(?:停了|不用了|停机了|没了)|"
    r"前のは(?:もう)?(?:使えない|使ってない|解約)|"
    r"예전\s?(?:거|꺼|메일)\s?(?:안\s?써|없앴|삭제)",
    re.IGNORECASE,
)


def changes_number(old: str, new: str) -> bool:
    """`new` says that a long number `old` gives changed (or that the old one is gone: `_OLD_ONE_GONE`) and gives another
    in its place: every long number of `new` is another than each of `old`'s (a trunk 0 or a country code aside:
    `one_number`)."""
    old_numbers, new_numbers = long_numbers(old), long_numbers(new)
    said = says_change(new) or _OLD_ONE_GONE.search(new) is not None  # "新号：139 …，旧的停机了"
    if not old_numbers or not new_numbers or not said or not judgeable(new) or other_slot(old, new):
        return False
    if any(one_number(a, b) for a in old_numbers for b in new_numbers):
        return False
    # a number of the old one's length in its place: a phone for a phone, not a phone beside an IBAN or an account
    return any(abs(len(a.lstrip("+")) - len(b.lstrip("+"))) <= 1 for a in old_numbers for b in new_numbers)


def changes_email(old: str, new: str) -> bool:
    """`new` says, as a change, from now on or with the old one gone ("neue Adresse", "going forward", "the old one's
    dead"), that mail goes to one email address
    other than the one `old` gives, naming no other mailbox ("my work email …" beside "my email …") and no other
    holder."""
    old_mails, new_mails = set(EMAIL_ADDRESS.findall(old.casefold())), set(EMAIL_ADDRESS.findall(new.casefold()))
    return _said_replaced(old_mails, new_mails, new) and judgeable(new) and not other_slot(old, new)  # another mailbox too


def _said_replaced(old_values: set[str], new_values: set[str], new: str) -> bool:
    """Each statement gives one value, not the same, and `new` says it changed, holds from now on, or that the old one
    is gone: an address or a handle put in the place of another."""
    if len(old_values) != 1 or len(new_values) != 1 or old_values == new_values:
        return False
    return says_change(new) or from_now_on(new) or _OLD_ONE_GONE.search(new) is not None


# A handle of a social account: "@omar_k", "@petes.crag.diaries" (not the domain of an email address: `EMAIL_ADDRESS`).
_HANDLE = re.compile(r"(?<![\w.@])@[a-z0-9_](?:[a-z0-9_.]*[a-z0-9_])?", re.IGNORECASE)


# An account's ID named, and a token shaped like one (a digit, an underscore or a dot in it): "카톡 아이디 seoyeon93",
# "LINEのIDは yuki_0412", "微信号 chen_88".
_ID_NAMED = re.compile(
    r"(?<![a-z])(?:id|user ?name|usuario|pseudo|benutzername|nutzername)(?![a-z])|아이디|微信号|账号|ユーザー名|ユーザーネーム",
    re.IGNORECASE,
)
_ID_SHAPED = re.compile(r"(?<![a-z0-9_.@])[a-z][a-z0-9]*[0-9_.][a-z0-9_.]*[a-z0-9](?![a-z0-9_@])")


def _handles(text: str) -> set[str]:
    """The handles the text gives ("@omar_k"), and the tokens shaped like an ID when it names one."""
    folded = EMAIL_ADDRESS.sub(" ", text.casefold())
    named = set(_ID_SHAPED.findall(_HANDLE.sub(" ", folded))) if _ID_NAMED.search(folded) else set()
    return set(_HANDLE.findall(folded)) | named


def changes_handle(old: str, new: str) -> bool:
    """`new` says, as a change, from now on or with the old one gone, that its account goes by one handle other than
    the one `old` gives ("changed my ig handle to @omarcooks" after "I'm @omar_k on insta", "카톡 아이디 바꿈 sy_0615로"
    after "카톡 아이디 seoyeon93"), naming no kin, no other holder and no account of another kind
    (`tells_plainly_of_its_slot`: "my cousin's new food account")."""
    return _said_replaced(_handles(old), _handles(new), new) and tells_plainly_of_its_slot(old, new)


# The speaker given as whom to call or write at a number: "text me at", "reach me on", "use … for all calls",
# "escribidme al", "ruf mich unter … an", "appelez-moi au", "联系我", "ご連絡は…まで", "연락은 … 으로".
_CONTACT_ME = re.compile(
    r"\b(?:(?:call|text|reach|contact|ring|whats ?app|message) me|use \S+(?: \S+){0,3} for (?:all )?(?:calls|texts|contact)|"
    r"esc(?:r[ií]be|ribid)me|ll[áa]ma(?:me|dme)|ll[áa]menme|ruf(?:t)? mich|schreib(?:t)? mir|erreich(?:t|en sie)? mich|"
    r"appel(?:le|ez)[- ]moi|contacte[zr]?[- ]moi|[ée]cri(?:s|vez)[- ]moi)\b|"
    r"联系我|打我|找我|ご連絡は|連絡は|連絡先は|연락은|연락\s?줘|"
    r"문자\s?(?:줘|주세요)|전화\s?(?:줘|주세요)",
    re.IGNORECASE,
)


def gives_another_contact_number(old: str, new: str) -> bool:
    """`new` gives the speaker's number to call or write at ("text me at 555-0198 from here on", "ご連絡は080-9876-5432
    までお願いいたします"), one long number of the length of the one `old` gives and another than it, with no other line
    named and no other holder: a member has one number to be reached at."""
    old_numbers, new_numbers = long_numbers(old), long_numbers(new)
    if len(old_numbers) != 1 or len(new_numbers) != 1 or _CONTACT_ME.search(new) is None:
        return False
    if not judgeable(new) or other_slot(old, new):  # another holder, or another line ("call me at work on …")
        return False
    [given], [told] = old_numbers, new_numbers
    return not one_number(given, told) and abs(len(given.lstrip("+")) - len(told.lstrip("+"))) <= 1
