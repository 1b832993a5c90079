"""A day worked from home said again in other words is a duplicate; another day, a denial or more said is not."""

import pytest

from longtermmemory.memory.remote_work import restates_remote_work


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I work from home on Mondays", "mondays im wfh"),
        ("我周三居家办公", "周三wfh"),
        ("水曜は在宅勤務です", "水曜リモート"),
        ("수요일엔 재택해요", "수욜 재택"),
        ("Los lunes teletrabajo", "lunes en remoto"),
        ("Montags bin ich im Homeoffice", "montags HO"),
        ("Je télétravaille le lundi", "lundi TT"),
    ],
)
def test_a_day_from_home_in_other_words_is_a_duplicate(old: str, new: str) -> None:
    assert restates_remote_work(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I work from home on Mondays", "tuesdays im wfh"),  # another day
        ("I work from home on Mondays", "I don't work from home on Mondays anymore"),  # denied
        ("I work from home on Mondays", "wfh"),  # no day
        ("Je télétravaille le lundi", "mon mari est en TT le lundi"),  # another holder
    ],
)
def test_another_day_a_denial_or_another_holder_is_none(old: str, new: str) -> None:
    assert not restates_remote_work(old, new)
