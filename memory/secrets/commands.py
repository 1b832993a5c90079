"""Passwords given to a command on its command line, and secrets in environment variables before one.

The flags are exact: `mysql -pSECRET` (attached), `sshpass -p`, `docker login -p`, `redis-cli -a`,
`curl -u user:pass` (flags run together too: `-ku`), `lftp -u user,pass`, `smbclient -U user%pass`, `--password=`,
`openssl -pass pass:`, `net use ... /user:name pass`; and `PGPASSWORD=... psql`. A flag without a value, or with a placeholder
(`-p $DB_PASS`, `-u user` alone, `/user:name *`), is no secret.
"""

from __future__ import annotations

import re

from .views import Views, bounded
from .words import is_placeholder

_VALUE = r"(?P<q>['\"]?)(?P<v>[^\s'\"]{3,200}+)"
_COMMANDS = (
    # mysql, mysqldump, mariadb, mysqladmin: the password is attached to -p
    ("mysql", re.compile(r"(?i:mysql|mariadb)[a-z]*\s(?:[^\n|;&]{0,120}?\s)?-p" + _VALUE)),
    ("sshpass", re.compile(r"(?i:sshpass)\s(?:-\w+\s)*-p\s?" + _VALUE)),
    ("login", re.compile(r"(?i:login)\s(?:[^\n|;&]{0,120}?\s)?(?:-p|--password)(?:\s|=)" + _VALUE)),
    ("redis", re.compile(r"(?i:redis-cli)\s(?:[^\n|;&]{0,120}?\s)?(?:-a|--pass)\s" + _VALUE)),
    (
        ":",
        re.compile(
            r"(?:\s|^)(?:-[a-zA-Z]{0,4}u\s?|--user[\s=]|--auth[\s=])(?P<q>['\"]?)(?P<user>[^\s:'\"]{1,80}):(?P<v>[^\s'\"]{3,200}+)"
        ),
    ),
    # lftp: -u user,password
    (
        "lftp",
        re.compile(r"(?i:lftp)\s(?:[^\n|;&]{0,120}?\s)?-u\s?(?P<q>['\"]?)(?P<user>[^\s,'\"]{1,80}),(?P<v>[^\s'\"]{3,200}+)"),
    ),
    # smbclient, rpcclient, net: -U user%password
    ("%", re.compile(r"(?:\s|^)(?:-U\s?|--user[\s=])(?P<q>['\"]?)(?P<user>[^\s%'\"]{1,80})%(?P<v>[^\s'\"]{3,200}+)")),
    ("--password", re.compile(r"--(?i:password|passwd|pass|token|api-key|secret)(?:=|\s)" + _VALUE)),
    ("pass:", re.compile(r"-pass(?:in|out)?\s+pass:" + _VALUE)),
    # Windows' net use: /user:NAME then the password (or * to be asked for it)
    ("/user:", re.compile(r"(?i:/user):(?P<user>[^\s/]{1,80})\s+(?![/*])" + _VALUE)),
)
# An uppercase environment variable naming a secret, assigned in front of a command or exported.
_ENV = re.compile(r"(?<![A-Za-z0-9_])[A-Z][A-Z0-9_]{0,40}(?:PASSWORD|PASSWD|PASS|PWD|SECRET|TOKEN|KEY)=" + _VALUE)


def find_command_password(views: Views) -> str | None:
    """A password or token on a command line, or in a secret-named environment variable."""
    folded, lowered = views.folded, views.lowered
    if "-" in folded or "/user:" in lowered:
        matches = (match for cue, pattern in _COMMANDS if cue in lowered for match in pattern.finditer(folded))
        for match in bounded(matches):
            value = folded[match.start("v") : match.end("v")]
            if is_placeholder(value) or value.startswith("-"):
                continue
            named_user = "user" in match.groupdict() and not match.group("user").isdigit()
            if not value.isdigit() or named_user:  # "-u 1000:1000" is a uid and a gid; "-u admin:482913" a password
                return "password on a command line"
    if "=" in folded:
        for match in bounded(_ENV.finditer(folded)):
            if not is_placeholder(match.group("v")):
                return "credential assignment"
    return None
