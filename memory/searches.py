"""A search that ended: "still job hunting, anyone hiring?", then "GOT THE OFFER from Spotify!!!"; "je cherche toujours
une coloc", then "je signe le bail demain" (pure).

That a member is looking for a job or a home holds until they find one. Looking is said in a closed class of words in
each language (job hunting, unemployed, 找工作, 就活中, 구직 중, en el paro, auf Jobsuche, je cherche un appart), and so
is finding one of that kind (got the offer, signed the lease, 拿到offer, 内定, 취업했, me han cogido, Mietvertrag
unterschrieben, j'ai signé mon CDI). The update model leaves such pairs under its bars: the two share no word, and the
newer names a firm or a street the older could not. The structure is exact enough to act on alone when the older says
the search and the newer says a find of the same kind (a job for a job search, a home for a home search), as a
statement (`judgeable`, supposing nothing) of the speaker, not of a kin ("my brother got the job").
"""

from __future__ import annotations

import re

from .other_slot import main_clause, names_kin
from .update_model import judgeable, supposes

_LOOKING_FOR_WORK = re.compile(
    r"\b(?:job[- ]?hunting|looking for (?:a )?(?:new )?(?:job|work|internship)|between jobs|unemployed|out of work|"
    r"buscando (?:curro|trabajo|empleo|pr[áa]cticas)|busco (?:curro|trabajo|empleo)|en (?:el )?paro|sin (?:curro|trabajo)|"
    r"arbeitslos|jobsuche|auf (?:der )?(?:job|stellen)suche|such(?:e)? (?:einen )?(?:job|arbeit|was)|"
    r"je cherche (?:du (?:taf|travail|boulot)|un (?:emploi|boulot|job|stage|cdi)|toujours un (?:stage|emploi|boulot|job))|"
    r"au ch[ôo]mage|en recherche d'emploi)\b|"
    r"(?<![不没])找工作|求职|待业|失业|就活|転職活動中|仕事探し|無職|구직|취준|취업 준비|백수|일자리 (?:찾|구하)",
    re.IGNORECASE,
)
_LOOKING_FOR_A_HOME = re.compile(
    r"\b(?:looking for (?:a |an )?(?:new )?(?:flat|apartment|place|room|house)|flat[- ]hunting|apartment[- ]hunting|"
    r"buscando (?:piso|casa|habitaci[óo]n)|busco (?:piso|casa|habitaci[óo]n)|wohnungssuche|such(?:e)? (?:eine )?wohnung|"
    r"je cherche (?:toujours )?(?:un appart|une coloc|un logement|un studio|une maison))\b|"
    r"找房|在找房子|租房中|部屋探し|物件探し|집 (?:구하|알아보)|방 (?:구하|알아보)",
    re.IGNORECASE,
)
_FOUND_WORK = re.compile(
    r"\b(?:got (?:the|a|an) (?:job|offer)|got hired|i'm hired|signed (?:the|my|an?) (?:offer|contract)|accepted (?:the|an) "
    r"offer|first day (?:at|of)|me han cogido|me han contratado|primer d[íi]a|firm[ée] (?:el|mi) contrato|"
    r"hab(?:e)? den job|zusage|eingestellt|(?:j'ai )?sign[ée] (?:mon|un) (?:cdi|cdd|contrat)|embauch[ée]e?|"
    r"(?:stage|job|boulot|taf) trouv[ée])\b|"
    r"拿到offer|拿到了offer|入职|签了(?![^，。]{0,6}[租房])|找到工作|内定|採用(?:され|決ま)|就職決ま|취업(?:했|됐|성공)|합격|입사|붙었",
    re.IGNORECASE,
)
_FOUND_A_HOME = re.compile(
    r"\b(?:signed the lease|got the (?:flat|apartment|place|room)|firm[ée] el contrato|tengo piso|"
    r"mietvertrag (?:ist )?unterschrieben|wohnung (?:gefunden|bekommen)|(?:j'ai )?sign[ée] le bail|je signe le bail)\b|"
    r"签了(?:租房)?合同|租到|找到房子|契約した|入居|계약했",
    re.IGNORECASE,
)


def ends_search(old: str, new: str) -> bool:
    """`old` says its speaker is looking for a job or a home and `new` that they found one of that kind."""
    if not judgeable(new) or supposes(new) or names_kin(main_clause(new)):
        return False
    work = _LOOKING_FOR_WORK.search(old) is not None and _FOUND_WORK.search(new) is not None
    home = _LOOKING_FOR_A_HOME.search(old) is not None and _FOUND_A_HOME.search(new) is not None
    return (work or home) and not _LOOKING_FOR_WORK.search(new) and not _LOOKING_FOR_A_HOME.search(new)
