"""Coffee or alcohol counted after it was denied ends the denial; a denial, another drink or no count does not."""

import pytest

from longtermmemory.memory.drinks import drinks_now


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I never drink coffee", "second latte today, send help"),
        ("我不喝酒", "今天喝了两杯啤酒"),
        ("コーヒー飲まないんだ", "今日コーヒー3杯目"),
        ("술 안 마셔요", "오늘 맥주 두 잔 했어요"),
        ("No tomo café", "tercer café del día ☕"),
        ("Ich trinke keinen Alkohol", "heute zwei Bier getrunken"),
        ("Je ne bois pas d'alcool", "deuxième verre de vin ce soir, santé"),
        ("나 술 거의 안 마셔", "요즘 퇴근하고 맥주 한 캔씩 꼭 마심🍺"),  # hardly, then a can a day
        ("不喝咖啡", "现在每天都喝拿铁"),  # drinking it every day
        ("No tomo café, solo infusiones", "Tres cafés al día, el máster me está matando ☕"),  # cups counted in words
        ("Je bois pas de café", "Deux expressos le matin, sinon je suis une loque"),
        ("can't stand coffee, tea person for life", "on my third flat white of the day, who even am I"),
        ("我不喝咖啡，喝了晚上睡不着", "一天两杯美式，打工人靠这个续命☕"),
    ],
)
def test_a_drink_counted_after_its_denial_ends_it(old: str, new: str) -> None:
    assert drinks_now(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I never drink coffee", "still no coffee for me today"),  # denied again
        ("I never drink coffee", "third beer today"),  # another drink
        ("I never drink coffee", "I love the smell of coffee"),  # no cup counted
        ("I'm a coffee person, black, no sugar", "third latte today"),  # no drink denied
        ("I never drink coffee", "my sister is on her third coffee today"),  # another holder
        ("I never drink beer", "beer festival is every day this week"),  # every day, but nobody drinks
        ("I never drink coffee", "two coffee shops opened on my street"),  # shops counted, not cups
        ("I can't sleep without coffee", "third coffee today"),  # no denial of coffee
    ],
)
def test_a_denial_another_drink_or_no_count_ends_nothing(old: str, new: str) -> None:
    assert not drinks_now(old, new)


def test_an_exception_to_a_habit_kept_on_some_days_ends_nothing() -> None:
    assert not drinks_now("Unter der Woche trinke ich keinen Alkohol", "heute zwei Bier, aber ist ja Samstag")
    assert not drinks_now("I don't drink coffee", "first coffee in years today but it's a special day")
